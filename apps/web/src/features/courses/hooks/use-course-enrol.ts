import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { useNavigateToLogin } from '../../../lib/login-return.ts';
import { useCheckout } from '../../../components/checkout/use-checkout.tsx';
import { verifyPayment } from '../../../components/checkout/api/verify-payment.ts';
import {
  checkoutErrorKind,
  checkoutErrorMessage,
  verificationFailed,
} from '../../../components/checkout/checkout-error.ts';
import { enrolmentsKey, fetchCourseEnrolment } from '../api/check-enrollment.ts';
import { courseKey } from '../api/get-course.ts';
import { m } from '../../../paraglide/messages.js';

export interface CourseEnrolment {
  enrol: () => void;
  /** True while an enrolment is being started (the button reads 'Loading...'). */
  isBusy: boolean;
  /** A note for the visitor about the last attempt, or null. */
  message: string | null;
  messageKind: 'success' | 'error' | 'info';
  /** The checkout dialog (simulated provider); render it on the page. */
  checkoutDialog: ReactNode;
}

/**
 * What 'Enroll Course' does: visitors who are not signed in go to /login; signed-in users create
 * an order, pay in the checkout, and the server verifies the payment and enrols them.
 */
export function useCourseEnrol(course: Course): CourseEnrolment {
  const token = useAuthToken();
  const navigateToLogin = useNavigateToLogin();
  const queryClient = useQueryClient();
  const { pay, dialog } = useCheckout();
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; kind: CourseEnrolment['messageKind'] } | null>(null);

  async function buy() {
    setBusy(true);
    setMessage(null);
    try {
      const proof = await pay({
        purchase: { purpose: 'course', courseId: course._id },
        description: course.name,
      });
      await verifyPayment(proof).catch((error: unknown) => {
        throw verificationFailed(error);
      });
      await fetchCourseEnrolment(course._id).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: enrolmentsKey });
      // The course's video link comes with the course now that it is theirs.
      await queryClient.invalidateQueries({ queryKey: courseKey(course._id) });
      setMessage({ text: m.learning_payment_enrolment_success(), kind: 'success' });
    } catch (error) {
      setMessage({ text: checkoutErrorMessage(error), kind: checkoutErrorKind(error) });
    } finally {
      setBusy(false);
    }
  }

  const enrol = () => {
    if (!token) {
      navigateToLogin();
      return;
    }
    void buy();
  };
  return {
    enrol,
    isBusy,
    message: message?.text ?? null,
    messageKind: message?.kind ?? 'info',
    checkoutDialog: dialog,
  };
}
