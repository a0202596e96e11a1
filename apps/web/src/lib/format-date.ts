/** `YYYY-MM-DD` as people read it (docs/spec.md §9): DD/MM/YYYY. */
export const shownDate = (date: string | null) => (date ?? '').split('-').reverse().join('/');

/** Today on this computer's calendar, as the API writes dates. */
export const today = () => new Date().toLocaleDateString('en-CA');

/** `09:00:00` -> `09:00`: times read HH:mm (docs/spec.md §9). */
export const shownTime = (time: string | null) => (time ?? '').slice(0, 5);
