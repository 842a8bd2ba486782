import { asksForPage, errorResponse, idParam, messageResponse, pageQuery } from '@sukoon/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CachedLists } from './cached-pages.ts';
import { SELF_ENCODED } from './cached-json.ts';
import type { ZodApp } from './zod-app.ts';

// Blogs, courses and webinars are the admin's three kinds of content: each has a cached public list
// and the same three writes. The routes are declared here once so that their guards, answers and
// cache invalidation cannot drift apart between the kinds.

const PAGE_KEYS = ['page', 'limit', 'q'] as const;
const adminSecurity = [{ bearer: [] }];
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * The public list of a content kind, answered from its cache: the whole list as the spec's client
 * reads it, or with page, limit or q one page of it and its total.
 */
export function registerCachedListRoute(
  app: ZodApp,
  route: { path: string; tags: string[]; summary: string; response: z.ZodType },
  lists: CachedLists<z.infer<typeof pageQuery>>,
): void {
  app.get(
    route.path,
    {
      ...SELF_ENCODED,
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: pageQuery,
        response: { 200: route.response, 400: errorResponse },
      },
    },
    (request, reply) =>
      asksForPage(request.query, PAGE_KEYS)
        ? lists.pages.send(request.query, request, reply)
        : lists.list.send(request, reply),
  );
}

export interface ContentWrites<Create extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType> {
  tags: string[];
  paths: { add: string; update: string; delete: string };
  /** The edit route's OpenAPI summary, where it has one. */
  updateSummary?: string;
  createBody: Create;
  updateBody: Update;
  /** The answer of an add or an edit: the item as the admin sees it. */
  item: Item;
  /** Empties the kind's cached public lists before a write's answer leaves, success or not. */
  invalidateLists: CachedLists<unknown>['invalidateOnSend'];
  add(body: z.output<Create>): Promise<z.input<Item>>;
  update(id: string, body: z.output<Update>): Promise<z.input<Item>>;
  remove(id: string): Promise<z.input<typeof messageResponse>>;
}

/** The admin's add (201), edit and delete of one content kind, each behind requireAdmin. */
export function registerContentWriteRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  Item extends z.ZodType,
>(app: ZodApp, typedWrites: ContentWrites<Create, Update, Item>): void {
  // Fastify parses each body with the very schema given beside its handler, so the handlers below
  // may take them as the schemas' output; its types cannot follow a generic schema that far.
  const writes = typedWrites as unknown as ContentWrites<z.ZodType, z.ZodType, z.ZodType>;
  const { tags, invalidateLists: onSend } = writes;
  const guard = { onRequest: app.requireAdmin, onSend };

  app.post(
    writes.paths.add,
    {
      ...guard,
      schema: {
        tags,
        security: adminSecurity,
        body: writes.createBody,
        response: { 201: writes.item, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await writes.add(request.body)),
  );

  app.put(
    writes.paths.update,
    {
      ...guard,
      schema: {
        tags,
        ...(writes.updateSummary ? { summary: writes.updateSummary } : {}),
        security: adminSecurity,
        params: idParam,
        body: writes.updateBody,
        response: { 200: writes.item, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => writes.update(request.params.id, request.body),
  );

  app.delete(
    writes.paths.delete,
    {
      ...guard,
      schema: {
        tags,
        security: adminSecurity,
        params: idParam,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => writes.remove(request.params.id),
  );
}

/**
 * Headers of an answer that differs between signed-in callers and everyone else (a course with its
 * paid video, a course's ratings with the caller's own): revalidated, and private once signed in.
 */
export function varyByViewer(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .header('cache-control', request.user ? 'private, no-cache' : 'no-cache')
    .header('vary', 'authorization');
}
