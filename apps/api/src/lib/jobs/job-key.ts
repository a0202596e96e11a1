import { createHash } from 'node:crypto';

/**
 * The job's id for a singleton key: the same key always names the same job, so a second enqueue
 * finds it (pending, done or archived) instead of creating another — what "sent once" rests on.
 * pg-boss's own singletonKey only keeps one pending at a time; a name-based UUID (RFC 9562, v8
 * layout over SHA-256) lasts as long as the job's row.
 */
export function singletonJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  const uuid = `${hex.slice(0, 12)}8${hex.slice(13, 16)}${variant}${hex.slice(17)}`;
  return `${uuid.slice(0, 8)}-${uuid.slice(8, 12)}-${uuid.slice(12, 16)}-${uuid.slice(16, 20)}-${uuid.slice(20)}`;
}
