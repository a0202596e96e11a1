import { SALE_VATS, discountField, type Sale, type SaleVat } from '@iris/domain/sales/sale.schemas';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-number';
import { validationText } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { updateSale } from './sale-api';
import { saleBreakdown } from '../../lib/sale-breakdown';
import { formatCents } from './sale-money';

const percent = (value: number) => `${value} %`;

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400 }}>
        {value}
      </Box>
    </>
  );
}

/** The discount typed as a percent (up to two decimals, 0 to 100), saved when the person moves on. */
function DiscountInput({ sale, onSaved }: { sale: Sale; onSaved: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [text, setText] = useState(String(sale.discount));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = discountField().safeParse(text);
    if (!parsed.success) {
      setError(validationText(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(undefined);
    if (Number(parsed.data) === sale.discount) return;
    setSaving(true);
    try {
      notify.success((await updateSale({ id: sale.id, discount: parsed.data })).message);
      onSaved();
    } catch (failure) {
      notify.error(failure);
      setText(String(sale.discount));
    } finally {
      setSaving(false);
    }
  };
  return (
    <TextField
      size="small"
      label={t('sale.totals.discount')}
      value={text}
      disabled={saving}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
      sx={{ width: 130 }}
    />
  );
}

function VatSelect({ sale, onSaved }: { sale: Sale; onSaved: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const save = async (vat: SaleVat) => {
    setSaving(true);
    try {
      const body = { id: sale.id, vat, vat_required: vat !== 0 };
      notify.success((await updateSale(body)).message);
      onSaved();
    } catch (failure) {
      notify.error(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      label={t('sale.totals.vat')}
      value={sale.vat}
      disabled={saving}
      onChange={(event) => void save(Number(event.target.value) as SaleVat)}
      sx={{ width: 130 }}
    >
      {SALE_VATS.map((vat) => (
        <MenuItem key={vat} value={vat}>
          {percent(vat)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * docs/spec.md §2, §4: amount, discount %, VAT % and total; while NUEVO the discount and the VAT are
 * changed here (the server totals again); once executed they are read-only and paid and
 * remaining show; a cancelled sale reads in red.
 */
export function SaleTotals({ sale, onSaved }: { sale: Sale; onSaved: () => void }) {
  const { t } = useTranslation();
  const editable = sale.status === 'NUEVO';
  const money = saleBreakdown(sale);
  // A deposit shows while NUEVO; a cancelled sale owes nothing (its payments were refunded).
  const showPaid = sale.status === 'EJECUTADO' || (sale.status === 'NUEVO' && sale.paid > 0);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        m: 0,
        color: sale.status === 'CANCELADO' ? 'error.dark' : 'text.primary',
      }}
    >
      <Row label={t('sale.totals.amount')} value={formatCents(money.amount)} />
      <Row
        label={
          editable ? (
            <DiscountInput key={sale.discount} sale={sale} onSaved={onSaved} />
          ) : (
            t('sale.totals.discountOf', { percent: percent(sale.discount) })
          )
        }
        // Never "-$0.00".
        value={formatCents(money.discount > 0 ? -money.discount : 0)}
      />
      <Row
        label={
          editable ? (
            <VatSelect sale={sale} onSaved={onSaved} />
          ) : (
            t('sale.totals.vatOf', { percent: percent(sale.vat) })
          )
        }
        value={formatCents(money.vat)}
      />
      <Row label={t('sale.totals.total')} value={formatMoney(sale.total)} strong />
      {showPaid && (
        <>
          <Row label={t('sale.totals.paid')} value={formatMoney(sale.paid)} />
          <Row label={t('sale.totals.remaining')} value={formatMoney(sale.remaining)} strong />
        </>
      )}
    </Box>
  );
}
