// Saving text as a file the browser downloads. No React.

/** Offers `text` as a download named `filename`. */
export function downloadText(filename: string, text: string, type = 'application/x-yaml'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
