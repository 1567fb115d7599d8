import {
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZVerifyPaymentRequest,
} from '@quillpost/shared';
import { signedInUser } from '../auth';
import type { App } from '../types';
import {
  ZSandboxPayRequest,
  ZSandboxPayResponse,
  ZVerifyPaymentResponse,
  ZWebhookResponse,
} from './schemas';
import { createOrder, paySandboxOrder, verifyPayment } from './service';
import { handleWebhook } from './webhook';
import { errorResponses } from '../lib/error-responses';

const ORDERS_PER_MINUTE = 20;
const tags = ['payments'];
const errors = errorResponses(400, 401, 404, 429, 503);

/** The webhook lives in its own context: its body is kept as raw bytes, which is what is signed. */
async function webhookRoute(app: App): Promise<void> {
  await app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/payments/webhook',
      {
        schema: {
          tags,
          summary: 'Razorpay webhook: payment.captured and order.paid apply the payment',
          description:
            'Signed by Razorpay: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET.',
          response: { 200: ZWebhookResponse, ...errorResponses(400) },
        },
      },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const answer = await handleWebhook(app.deps, {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
        if (answer.status === 'ignored') {
          request.log.warn({ reason: answer.reason }, 'payment webhook ignored');
        }
        return answer;
      },
    );
  });
}

export async function paymentRoutes(app: App): Promise<void> {
  const { deps } = app;

  app.post(
    '/api/payments/create-order',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: {
          max: ORDERS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Create an order for a paid plan; the amount (cents) comes from the price table',
        body: ZCreateOrderRequest,
        response: { 200: ZCreateOrderResponse, ...errors },
      },
    },
    async (request) =>
      createOrder(deps, { userId: signedInUser(request).id, plan: request.body.plan }),
  );

  app.post(
    '/api/payments/verify-payment',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Verify a completed checkout and upgrade the plan for 30 days',
        body: ZVerifyPaymentRequest,
        response: { 200: ZVerifyPaymentResponse, ...errors },
      },
    },
    async (request) =>
      verifyPayment(deps, { userId: signedInUser(request).id, payment: request.body }),
  );

  app.post(
    '/api/payments/sandbox/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sandbox only: play the checkout for one of your orders (no real money)',
        body: ZSandboxPayRequest,
        response: { 200: ZSandboxPayResponse, ...errors },
      },
    },
    async (request) =>
      paySandboxOrder(deps, { userId: signedInUser(request).id, orderId: request.body.order_id }),
  );

  await webhookRoute(app);
}
