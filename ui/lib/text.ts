// How names read on screen. No React here.

/** 'flag' → 'Flag', for titles. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How a segment or a variant reads in a choice: its name, with the key when they differ. */
export const nameAndKey = ({ key, name }: { key: string; name: string }) => (name && name !== key ? `${name} (${key})` : key);
