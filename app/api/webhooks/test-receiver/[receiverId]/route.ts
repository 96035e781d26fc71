import { errorResponse } from '@/lib/bff/responses';
import { dashboardEnv } from '@/lib/env';
import { NOT_IN_DEMO_MESSAGE, readTestArrival } from '@/lib/webhooks/test-receiver';
import { currentTestReceiver, recordTestArrival } from '@/lib/webhooks/test-receiver-store';

// Where the API's worker delivers to the demo's built-in test receiver. No session (the worker has none): only the
// receiver's random id in the path. Answers like an integrator's receiver should: 204 once the signature verifies,
// 400 with the reason when it does not (the delivery then shows that answer and is retried).
export async function POST(request: Request, context: { params: Promise<{ receiverId: string }> }) {
  const { receiverId } = await context.params;
  if (!dashboardEnv().LOADOUT_DEMO_RECEIVER_URL) return errorResponse(404, 'NOT_FOUND', NOT_IN_DEMO_MESSAGE);
  const receiver = currentTestReceiver();
  if (receiver?.id !== receiverId) {
    return errorResponse(
      404,
      'NOT_FOUND',
      'No built-in test receiver with this id runs in this dashboard (it restarted, or the receiver was replaced); press "Use the built-in test receiver" on the Webhooks page.',
    );
  }
  const arrival = await readTestArrival(receiver.secret, request.headers, await request.text());
  recordTestArrival(receiver, arrival);
  return arrival.is_verified
    ? new Response(null, { status: 204 })
    : errorResponse(400, 'VALIDATION_ERROR', arrival.problem ?? 'The signature did not verify.');
}
