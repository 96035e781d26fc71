import type { NextRequest } from 'next/server';
import { isCrossSite } from '@/lib/bff/route';
import { errorResponse, passThrough } from '@/lib/bff/responses';
import { ZMakeOnboardingChoicesRequest } from '@/lib/contract/onboarding';
import { sourceOf } from '@/lib/http/source-of';
import { answerChoiceLink, readChoiceLink, type ChoiceLinkCall } from '@/lib/onboarding/choice-link';

// A new hire's one-time equipment link (app/choose/[token]): public, no session and no company key, since the token in
// the path is the credential. The API limits these calls per client, the dashboard naming the hire's address to it
// (lib/onboarding/choice-link.ts), and answers 404 once the link is used or expired; its status and error envelope
// pass through as they are.

type Context = { params: Promise<{ token: string }> };

/** The API's answer as the browser gets it: its status, body and rate-limit headers. */
async function passOn(upstream: Response): Promise<Response> {
  const body: unknown = upstream.status === 204 ? undefined : await upstream.json().catch(() => null);
  return passThrough({ data: body, response: upstream });
}

function callOf(request: NextRequest): ChoiceLinkCall {
  return { source: sourceOf(request), requestId: request.headers.get('x-request-id') };
}

async function upstreamOr502(send: () => Promise<Response>): Promise<Response> {
  try {
    return await passOn(await send());
  } catch (error) {
    console.error('Choice link call failed', error);
    return errorResponse(502, 'INTERNAL_ERROR', 'The Loadout API did not answer; try again in a moment.');
  }
}

export async function GET(request: NextRequest, context: Context) {
  const { token } = await context.params;
  return upstreamOr502(() => readChoiceLink(token, callOf(request)));
}

export async function POST(request: NextRequest, context: Context) {
  if (isCrossSite(request)) {
    return errorResponse(403, 'FORBIDDEN', 'Cross-site requests cannot change data; use the link from your e-mail.');
  }
  const { token } = await context.params;
  let json: unknown;
  try {
    json = JSON.parse(await request.text());
  } catch {
    return errorResponse(400, 'VALIDATION_ERROR', 'The request body is not valid JSON.');
  }
  const parsed = ZMakeOnboardingChoicesRequest.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
    }));
    return errorResponse(
      400,
      'VALIDATION_ERROR',
      `Invalid request. ${details.map((detail) => `${detail.path}: ${detail.message}`).join('; ')}.`,
      details,
    );
  }
  return upstreamOr502(() => answerChoiceLink(token, parsed.data, callOf(request)));
}
