import type { CustomerOption } from '@iris/domain/customers/customer.schemas';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api-client';
import { ageText, formatPhone } from '../lib/customer-details';
import { SearchSelect, type SearchOption } from './search-select';

/** A chosen patient: an option of the list, or the id and name of one chosen earlier. */
export type CustomerChoice = SearchOption & Partial<Pick<CustomerOption, 'phone' | 'birthDate'>>;

export interface CustomerPickerProps {
  label: string;
  /** The branch whose patients are offered; none: every patient the session may see. */
  branchId?: number;
  value: CustomerChoice | null;
  onChange: (value: CustomerChoice | null) => void;
}

const LIMIT = 20;

/**
 * The one way to choose a patient (appointments, the access log): searched on the server as one
 * types, only ever offering the answer to what is typed, each option with its phone and age so
 * that two namesakes are told apart.
 */
export function CustomerPicker({ label, branchId, value, onChange }: CustomerPickerProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect<CustomerChoice>
      label={label}
      placeholder={t('customer.searchHint')}
      noOptionsText={t('customer.noMatches')}
      queryKey={`customers-${branchId ?? 'all'}`}
      search={async (text, signal) => {
        const query = { limit: LIMIT, search: text };
        const answer =
          branchId === undefined
            ? await apiRequest('GET', 'customers/getCustomersOptions', { query, signal })
            : await apiRequest('GET', 'customers/getCustomersOptions/{id}', {
                params: { id: branchId },
                query,
                signal,
              });
        return answer.data.data;
      }}
      value={value}
      onChange={onChange}
      describe={(customer) =>
        [customer.phone && formatPhone(customer.phone), ageText(t, customer.birthDate)].filter(
          (detail): detail is string => Boolean(detail),
        )
      }
    />
  );
}
