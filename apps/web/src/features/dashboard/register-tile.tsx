import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestAudit } from '../../lib/audit-requests';
import { shownDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-number';
import { salesPath } from './dashboard-links';
import { Tile, TileFigure, TileNote } from './dashboard-tile';

interface RegisterTileProps {
  data: Dashboard;
  branchId: number | null;
  salesTo: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * One branch's register, open (since when, by whom, with what float) or closed, with the button
 * that opens its dialog: the top bar's register (sales feature) draws the dialog, asked through
 * lib/audit-requests.ts. Every branch: the open registers, each leading to its sales.
 */
export function RegisterTile({ data, branchId, salesTo }: RegisterTileProps) {
  const { t } = useTranslation();
  const { registers } = data;
  const open = registers[0];
  return (
    <Tile
      area="register"
      title={t('home.register.title')}
      icon={<PointOfSaleIcon />}
      to={salesTo}
      linkLabel={t('home.sales.open')}
    >
      {branchId !== null ? (
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
              <TileNote>
                {t('home.register.openedBy', {
                  user: open.openedBy.name,
                  amount: formatMoney(open.openAmount),
                })}
              </TileNote>
            </>
          ) : (
            <TileFigure value={t('home.register.closed')} />
          )}
          <div>
            <Button
              variant="outlined"
              size="small"
              sx={{ mt: 1.5 }}
              onClick={() => requestAudit(branchId)}
            >
              {t(open ? 'home.register.closeAction' : 'home.register.openAction')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <TileFigure value={t('home.register.branches', { count: registers.length })} />
          {registers.length === 0 ? (
            <TileNote>{t('home.register.noneOpen')}</TileNote>
          ) : (
            <ul className="tile-list">
              {registers.map((register) => (
                <li key={register.id}>
                  <span className="tile-grow">
                    <Link
                      to={salesPath(register.branch.id)}
                      aria-label={t('home.register.openSales', { branch: register.branch.name })}
                    >
                      {register.branch.name}
                    </Link>
                  </span>
                  <span className="tile-note">
                    {`${hhmm(register.openTime)} · ${formatMoney(register.openAmount)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Tile>
  );
}
