import {
  AUDIT_BRANCH_ROLES,
  openAuditSchema,
  type AuditSummary,
} from '@iris/domain/sales/audit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { MoneyInput } from '../../components/money-input';
import { SelectInput } from '../../components/select-input';
import { useOptions } from '../../lib/options-query';
import { useHasRoles, useIsSuperAdmin, useSession } from '../../lib/session-context';
import { openAudit, refreshRegister } from './audit-api';

export interface OpenAuditDialogProps {
  /** The branch whose register opens; null: closed. */
  branchId: number | null;
  onClose: () => void;
  onOpened?: (audit: AuditSummary) => void;
}

/**
 * The branch to open the register of (docs/spec.md §5: shown to doctor and super_admin only). The
 * administrator may choose any branch; a doctor works in their own branch only (docs/rules.md,
 * Access), so their list holds that one.
 */
function BranchField() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { profile } = useSession();
  const branches = useOptions('branches', isAdmin);
  const own = profile?.branch ? [{ value: profile.branch.id, label: profile.branch.name }] : [];
  const options = isAdmin
    ? (branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))
    : own;
  return <SelectInput name="branch.id" label={t('audit.branch')} options={options} />;
}

/** "Abrir caja": the opening cash (fondo) of the branch's register. */
export function OpenAuditDialog({ branchId, onClose, onOpened }: OpenAuditDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choosesBranch = useHasRoles(AUDIT_BRANCH_ROLES);
  return (
    <FormDialog<FieldValues, z.output<typeof openAuditSchema>>
      open={branchId !== null}
      title={t('audit.openTitle')}
      schema={openAuditSchema}
      defaultValues={{ openAmount: '', branch: { id: branchId ?? '' } }}
      submitLabel={t('audit.openAction')}
      codeFields={{ 525: 'branch.id' }}
      onClose={onClose}
      onSubmit={async (values) => {
        // A receptionist opens their own branch's register: the API takes it from the session.
        const answer = await openAudit(
          choosesBranch
            ? { openAmount: values.openAmount, branch: values.branch ?? null }
            : { openAmount: values.openAmount },
        );
        refreshRegister(queryClient);
        onOpened?.(answer.data.data);
        return answer;
      }}
    >
      <MoneyInput name="openAmount" label={t('audit.openAmount')} autoFocus />
      {choosesBranch && <BranchField />}
    </FormDialog>
  );
}
