import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * The tiles are plain elements styled once by the page's grid (dashboard-styles.ts), not a
 * Material UI component each: the page everyone lands on draws fast on a phone.
 */

export interface TileProps {
  /** Its place in the grid (dashboard-styles.ts). */
  area: string;
  title: string;
  icon: ReactNode;
  /** The tile's screen: its title is the link there. */
  to?: string | undefined;
  /** The link's words when they say more than the title ("Ver las ventas"). */
  linkLabel?: string | undefined;
  children: ReactNode;
}

/** A dashboard tile: a titled section whose title leads to the screen it sums up. */
export function Tile({ area, title, icon, to, linkLabel, children }: TileProps) {
  const headingId = useId();
  return (
    <section className={`tile tile-${area}`} aria-labelledby={headingId}>
      <h2 className="tile-title" id={headingId}>
        <span className="tile-icon" aria-hidden>
          {icon}
        </span>
        {to ? (
          <Link to={to} aria-label={linkLabel ? `${title}: ${linkLabel}` : undefined}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      {children}
    </section>
  );
}

/** The big figure of a tile ($12,345.67, Caja abierta) and the words under it. */
export function TileFigure({ value, caption }: { value: string; caption?: ReactNode }) {
  return (
    <>
      <p className="tile-figure">{value}</p>
      {caption && <p className="tile-note">{caption}</p>}
    </>
  );
}

/** What a tile says when there is nothing to show, or a line of lesser words. */
export function TileNote({ children, tone }: { children: ReactNode; tone?: 'error' }) {
  return <p className={tone === 'error' ? 'tile-note tile-error' : 'tile-note'}>{children}</p>;
}
