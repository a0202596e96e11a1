import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface TileProps {
  title: string;
  icon: ReactNode;
  /** The tile's screen: its title is the link there. */
  to?: string | undefined;
  /** The link's words when they say more than the title ("Ver las ventas"). */
  linkLabel?: string | undefined;
  children: ReactNode;
  /** Drawn while the figures arrive: the tile keeps its place, so nothing jumps. */
  loading?: boolean;
}

/** A dashboard tile: a titled section whose title leads to the screen it sums up. */
export function Tile({ title, icon, to, linkLabel, children, loading = false }: TileProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      sx={{ p: { xs: 2, md: 2.5 }, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'primary.main' }}>
        <Box aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="h6" component="h2" id={headingId} sx={{ fontSize: '1.05rem' }}>
          {to ? (
            <Link
              component={RouterLink}
              to={to}
              underline="hover"
              aria-label={linkLabel ? `${title}: ${linkLabel}` : undefined}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
      </Box>
      {loading ? <TileSkeleton /> : children}
    </Paper>
  );
}

function TileSkeleton() {
  return (
    <Box>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="40%" />
    </Box>
  );
}

/** The big figure of a tile ($12,345.67, 8 citas) and the words under it. */
export function TileFigure({ value, caption }: { value: string; caption?: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
        {value}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}

/** What a tile says when there is nothing to show. */
export function TileEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
