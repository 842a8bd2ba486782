import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { useNavigateToLogin } from '../../../lib/login-return.ts';
import { useCheckout } from '../../../components/checkout/use-checkout.tsx';
import { confirmWebinarPayment } from '../../../components/checkout/api/verify-payment.ts';
import {
  CheckoutError,
  checkoutErrorKind,
  checkoutErrorMessage,
  verificationFailed,
} from '../../../components/checkout/checkout-error.ts';
import { checkEnrollmentStatus } from '../api/check-enrollment-status.ts';
import { enrolFreeWebinar } from '../api/enrol-free-webinar.ts';
import { webinarsKey } from '../api/get-webinars.ts';
import { webinarPriceRupees } from '../lib/webinar-schedule.ts';
import { m } from '../../../paraglide/messages.js';

/** Long enough to read 'Payment successful!' before the webinar's page opens. */
const SUCCESS_PAUSE_MS = 1500;

export interface WebinarEnrolment {
  onEnrol: (webinar: PublicWebinar) => void;
  /** The webinar whose enrolment is being started (its button waits), or null. */
  busyWebinarId: string | null;
  message: { text: string; kind: 'success' | 'error' | 'info' } | null;
  /** The checkout dialog (simulated provider); render it on the page. */
  checkoutDialog: ReactNode;
}

/**
 * What an enrol button does (spec §4): not signed in → /login. Already paid → the webinar's page.
 * Free → a seat, then the page. Paid → order, checkout, confirm payment, 'Payment successful!', page.
 */
export function useWebinarEnrol(): WebinarEnrolment {
  const token = useAuthToken();
  const navigate = useNavigate();
  const navigateToLogin = useNavigateToLogin();
  const queryClient = useQueryClient();
  const { pay, dialog } = useCheckout();
  const [busyWebinarId, setBusyWebinarId] = useState<string | null>(null);
  const [message, setMessage] = useState<WebinarEnrolment['message']>(null);

  async function enrol(webinar: PublicWebinar) {
    const infoPage = `/webinarinfo/${encodeURIComponent(webinar._id)}`;
    setBusyWebinarId(webinar._id);
    setMessage(null);
    try {
      const status = await checkEnrollmentStatus(webinar._id).catch(() => {
        throw new CheckoutError('initiate', m.learning_payment_status_check_failed());
      });
      if (status.alreadyPaid) {
        await navigate(infoPage);
        return;
      }
      if (webinarPriceRupees(webinar.price) === 0) {
        await enrolFreeWebinar(webinar._id).catch((error: unknown) => {
          throw new CheckoutError(
            'initiate',
            error instanceof ApiError ? error.message : m.learning_webinar_enrol_failed(),
          );
        });
        await queryClient.invalidateQueries({ queryKey: ['enrolments'] });
        await navigate(infoPage);
        return;
      }
      const proof = await pay({
        purchase: { purpose: 'webinar', webinarId: webinar._id },
        description: webinar.title,
      });
      await confirmWebinarPayment(webinar._id, proof).catch((error: unknown) => {
        throw verificationFailed(error);
      });
      await queryClient.invalidateQueries({ queryKey: webinarsKey });
      await queryClient.invalidateQueries({ queryKey: ['enrolments'] });
      setMessage({ text: m.learning_payment_webinar_success(), kind: 'success' });
      setTimeout(() => void navigate(infoPage), SUCCESS_PAUSE_MS);
    } catch (error) {
      setMessage({ text: checkoutErrorMessage(error), kind: checkoutErrorKind(error) });
    } finally {
      setBusyWebinarId(null);
    }
  }

  const onEnrol = (webinar: PublicWebinar) => {
    if (!token) {
      navigateToLogin();
      return;
    }
    void enrol(webinar);
  };
  return { onEnrol, busyWebinarId, message, checkoutDialog: dialog };
}
