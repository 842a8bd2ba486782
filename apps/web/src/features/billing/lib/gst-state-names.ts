import { GST_STATES } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';

/** The contract's GST state names (English, as invoices print them) in the page's language. */
const STATE_NAMES: Readonly<Record<string, () => string>> = {
  '01': m.account_billing_state_01,
  '02': m.account_billing_state_02,
  '03': m.account_billing_state_03,
  '04': m.account_billing_state_04,
  '05': m.account_billing_state_05,
  '06': m.account_billing_state_06,
  '07': m.account_billing_state_07,
  '08': m.account_billing_state_08,
  '09': m.account_billing_state_09,
  '10': m.account_billing_state_10,
  '11': m.account_billing_state_11,
  '12': m.account_billing_state_12,
  '13': m.account_billing_state_13,
  '14': m.account_billing_state_14,
  '15': m.account_billing_state_15,
  '16': m.account_billing_state_16,
  '17': m.account_billing_state_17,
  '18': m.account_billing_state_18,
  '19': m.account_billing_state_19,
  '20': m.account_billing_state_20,
  '21': m.account_billing_state_21,
  '22': m.account_billing_state_22,
  '23': m.account_billing_state_23,
  '24': m.account_billing_state_24,
  '26': m.account_billing_state_26,
  '27': m.account_billing_state_27,
  '29': m.account_billing_state_29,
  '30': m.account_billing_state_30,
  '31': m.account_billing_state_31,
  '32': m.account_billing_state_32,
  '33': m.account_billing_state_33,
  '34': m.account_billing_state_34,
  '35': m.account_billing_state_35,
  '36': m.account_billing_state_36,
  '37': m.account_billing_state_37,
  '38': m.account_billing_state_38,
  '97': m.account_billing_state_97,
};

/** A GST state code's name in the page's language; the contract's English name for a code not listed here. */
export const gstStateName = (code: string): string => STATE_NAMES[code]?.() ?? GST_STATES[code] ?? code;
