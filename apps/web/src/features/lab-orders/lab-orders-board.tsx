import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { LabOrdersColumn } from './lab-orders-column';
import { LabOrdersFilters } from './lab-orders-filters';
import { BOARD_STAGES, useBoardParams } from './use-board-params';
import { useLabOrderActions } from './use-lab-order-actions';

/**
 * `/lab-orders` (docs/rules.md, Lab orders): the branch's orders in a column per stage, PEDIDO,
 * ENVIADO, RECIBIDO and ENTREGADO (a phone shows one at a time), or the cancelled ones; searched
 * by the patient's name, or only the late ones. A card moves its order one stage on, or cancels
 * it, after asking. Branch staff see their branch (the API keeps them to it); super_admin chooses
 * one, which the layout then wears.
 */
export function LabOrdersBoard() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { profile } = useSession();
  const [params, setParam] = useBoardParams();
  const branchId = isAdmin ? params.branchId : (profile?.branchId ?? null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const actions = useLabOrderActions();

  const cancelledView = params.view === 'cancelled';
  const stages = cancelledView ? (['CANCELADO'] as const) : phone ? [params.stage] : BOARD_STAGES;

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('labOrders.title')}
      </Typography>
      <LabOrdersFilters values={params} onChange={setParam} choosesBranch={isAdmin} />
      {branchId === null ? (
        <Alert severity="info">{t('labOrders.board.chooseBranch')}</Alert>
      ) : (
        <>
          {phone && !cancelledView && (
            <Tabs
              value={params.stage}
              onChange={(_event, stage: string) => setParam('stage', stage)}
              variant="fullWidth"
              aria-label={t('labOrders.board.stage')}
              // Four stage names in a phone's width: as written, not in capitals.
              sx={{ mb: 1.5, '& .MuiTab-root': { minWidth: 0, px: 0.5, textTransform: 'none' } }}
            >
              {BOARD_STAGES.map((stage) => (
                <Tab key={stage} value={stage} label={t(`labOrders.stages.${stage}`)} />
              ))}
            </Tabs>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                sm: cancelledView ? '1fr' : 'repeat(2, minmax(0, 1fr))',
                lg: `repeat(${stages.length}, minmax(0, 1fr))`,
              },
            }}
          >
            {stages.map((stage) => (
              <LabOrdersColumn
                key={stage}
                stage={stage}
                branchId={branchId}
                params={params}
                actions={actions}
                wide={cancelledView}
              />
            ))}
          </Box>
        </>
      )}
      {actions.dialog}
    </Paper>
  );
}
