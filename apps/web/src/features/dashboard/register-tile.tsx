import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { requestCashRegister } from '../../lib/cash-register-requests';
import { shownDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-number';
import { salesPath } from './dashboard-links';
import { Tile, TileEmpty, TileFigure } from './dashboard-tile';

interface RegisterTileProps {
  data: Dashboard | undefined;
  branchId: number | null;
  salesTo: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * One branch's register, open (since when, by whom, with what float) or closed, with the button
 * that opens its dialog: the top bar's register (sales feature) draws the dialog, asked through
 * lib/cash-register-requests.ts. Every branch: the open registers, each leading to its sales.
 */
export function RegisterTile({ data, branchId, salesTo }: RegisterTileProps) {
  const { t } = useTranslation();
  const registers = data?.registers;
  const open = registers?.[0];
  return (
    <Tile
      title={t('home.register.title')}
      icon={<PointOfSaleIcon />}
      to={salesTo}
      linkLabel={t('home.sales.open')}
      loading={!registers}
    >
      {registers && branchId !== null && (
        <>
          {open ? (
            <>
              <TileFigure
                value={t('home.register.openTitle')}
                caption={t('home.register.open', {
                  date: shownDate(open.openDate),
                  time: hhmm(open.openTime),
                })}
              />
              <Typography variant="body2" color="text.secondary">
                {t('home.register.openedBy', {
                  user: open.openedBy.name,
                  amount: formatMoney(open.openAmount),
                })}
              </Typography>
            </>
          ) : (
            <TileFigure value={t('home.register.closed')} />
          )}
          <Box sx={{ mt: 'auto', pt: 1.5 }}>
            <Button variant="outlined" size="small" onClick={() => requestCashRegister(branchId)}>
              {t(open ? 'home.register.closeAction' : 'home.register.openAction')}
            </Button>
          </Box>
        </>
      )}
      {registers && branchId === null && (
        <>
          <TileFigure value={t('home.register.branches', { count: registers.length })} />
          {registers.length === 0 ? (
            <TileEmpty>{t('home.register.noneOpen')}</TileEmpty>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {registers.map((register) => (
                <Box component="li" key={register.id} sx={{ py: 0.25 }}>
                  <Link
                    component={RouterLink}
                    to={salesPath(register.branch.id)}
                    aria-label={t('home.register.openSales', { branch: register.branch.name })}
                    variant="body2"
                  >
                    {register.branch.name}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${hhmm(register.openTime)} · ${formatMoney(register.openAmount)}`}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Tile>
  );
}
