import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api-client';
import { useNotify } from '../lib/notifications';
import { useConfirm } from './use-confirm';
import { shownDate } from '../lib/format-date';

export interface BookingQuery {
  branchId: number;
  /** The event being moved, left out of its own check. */
  id?: number | undefined;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

/**
 * docs/spec.md §4 Calendar event creation: the dates are checked with the server first. A start
 * already taken (522) is explained and stops the booking; a start inside another appointment
 * (523, naming its patient) or outside the branch's opening hours asks whether to book it anyway,
 * both in one question when both hold. Answers how to book (`force`), or null when not to.
 */
export function useBookingCheck() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [confirm, dialog] = useConfirm();
  const check = async (query: BookingQuery): Promise<{ force: boolean } | null> => {
    const answer = (await apiRequest('POST', 'branches-calendar/validateDates', { body: query }))
      .data.data;
    const at = {
      date: shownDate(answer.date),
      time: answer.time ?? '',
      end: answer.end_time ?? '',
      customer: answer.customer ?? '',
      open: answer.hours?.open ?? '',
      close: answer.hours?.close ?? '',
    };
    if (answer.codeError === 522) {
      notify.failure(t('calendar.taken', at));
      return null;
    }
    const outside = answer.outsideHours && answer.hours !== null;
    if (answer.codeError === 523) {
      const inside = t(answer.customer ? 'calendar.insideCustomer' : 'calendar.insideText', at);
      const yes = await confirm({
        title: t('calendar.insideTitle'),
        text: outside ? `${inside} ${t('calendar.alsoOutside', at)}` : inside,
      });
      return yes ? { force: true } : null;
    }
    if (outside) {
      const yes = await confirm({
        title: t('calendar.outsideTitle'),
        text: t('calendar.outsideText', at),
      });
      return yes ? { force: true } : null;
    }
    return { force: false };
  };
  return [check, dialog] as const;
}
