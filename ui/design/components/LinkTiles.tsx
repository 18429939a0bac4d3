import * as page from '../recipes/page.css';
import { Link } from './Link';
import * as styles from './LinkTiles.css';

/** One tile: a title, a line about it and a link (external unless `external` is false). */
export type LinkTile = { title: string; description: string; href: string; cta: string; external?: boolean };

/** Props of LinkTiles. */
export interface LinkTilesProps {
  tiles: readonly LinkTile[];
  /** Heading level of the tile titles (default 2). */
  level?: 2 | 3;
}

/** A responsive grid of link tiles (onboarding resources, ways to get support). */
export function LinkTiles({ tiles, level = 2 }: LinkTilesProps) {
  const Heading = `h${level}` as const;
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.title} className={page.tile}>
          <Heading className={page.tileTitle}>{tile.title}</Heading>
          <p className={page.tileText}>{tile.description}</p>
          <Link href={tile.href} external={tile.external ?? true}>
            {tile.cta}
          </Link>
        </li>
      ))}
    </ul>
  );
}
