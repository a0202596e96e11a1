import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';
import { EVENT_COLOR_KEYS } from './event-colors.js';

/**
 * One of the event colours, in a form or a request. Apart from the colours themselves so that
 * a page that only paints them (the top bar) does not load zod.
 */
export const eventColorField = () => z.enum(EVENT_COLOR_KEYS, { error: () => m('oneOf') });
