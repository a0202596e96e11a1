import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface AuthLink {
  to: string;
  label: string;
}

/** The centred card shared by the public pages (login, register, recovery, confirmations). */
export function AuthCard({
  title,
  children,
  links = [],
}: {
  title: string;
  children: ReactNode;
  links?: AuthLink[];
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
        py: 4,
      }}
    >
      <Container maxWidth="sm">
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography
            variant="h4"
            component="p"
            color="primary"
            sx={{ fontWeight: 700, textAlign: 'center' }}
          >
            {t('app.name')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
            {title}
          </Typography>
          {children}
          {links.length > 0 && (
            <Stack
              direction="row"
              spacing={2}
              sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}
            >
              {links.map((link) => (
                <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
                  {link.label}
                </Link>
              ))}
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
