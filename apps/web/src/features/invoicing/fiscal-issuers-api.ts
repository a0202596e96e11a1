import type {
  FiscalIssuerValues,
  FiscalIssuerItem,
} from '@iris/domain/invoicing/fiscal-issuer.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';
import { uploadForm } from '../../lib/upload-file';

export const ISSUERS_TABLE = 'fiscal-issuers/getTable';

export function saveIssuer(values: FiscalIssuerValues, issuer: FiscalIssuerItem | null) {
  if (issuer === null) return apiRequest('POST', 'fiscal-issuers/create', { body: values });
  return apiRequest('PUT', 'fiscal-issuers/update', { body: { ...values, id: issuer.id } });
}

export interface CsdFiles {
  certificate: File;
  key: File;
  password: string;
}

/** docs/api.md `PATCH fiscal-issuers/uploadCsd`: the .cer, the .key and the key's password. */
export function uploadCsd(id: number, csd: CsdFiles, onProgress: (sent: number) => void) {
  const body = new FormData();
  body.append('id', String(id));
  body.append('password', csd.password);
  body.append('certificate', csd.certificate, csd.certificate.name);
  body.append('key', csd.key, csd.key.name);
  return uploadForm('fiscal-issuers/uploadCsd', body, { onProgress });
}

export function refreshIssuers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(ISSUERS_TABLE) });
}
