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

/** A content kind's three admin writes, as its service does them. */
export interface ContentWrites<Create extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType> {
  add: (body: z.output<Create>) => Promise<z.input<Item>>;
  update: (id: string, body: z.output<Update>) => Promise<z.input<Item>>;
  remove: (id: string) => Promise<z.input<typeof messageResponse>>;
  paths: [add: string, update: string, remove: string];
  /** `item` is the answer of an add or an edit: the item as the admin sees it. */
  schemas: { create: Create; update: Update; item: Item };
  /** The edit route's OpenAPI summary, where it has one. */
  updateSummary?: string;
}

/**
 * The admin's add (201), edit and delete of one content kind, each behind requireAdmin and each
 * emptying the kind's cached public lists before its answer leaves, success or not.
 */
export function registerContentWriteRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  Item extends z.ZodType,
>(
  app: ZodApp,
  tags: string[],
  lists: Pick<CachedLists<unknown>, 'invalidateOnSend'>,
  writes: ContentWrites<Create, Update, Item>,
): void {
  const { paths, updateSummary } = writes;
  // Fastify parses each body with the very schema given beside its handler, so the handlers below
  // may take them as the schemas' output; its types cannot follow a generic schema that far.
  const schemas = writes.schemas as { create: z.ZodType; update: z.ZodType; item: z.ZodType };
  const add = writes.add as (body: unknown) => Promise<unknown>;
  const update = writes.update as (id: string, body: unknown) => Promise<unknown>;
  const guard = { onRequest: app.requireAdmin, onSend: lists.invalidateOnSend };

  app.post(
    paths[0],
    {
      ...guard,
      schema: {
        tags,
        security: adminSecurity,
        body: schemas.create,
        response: { 201: schemas.item, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await add(request.body)),
  );

  app.put(
    paths[1],
    {
      ...guard,
      schema: {
        tags,
        ...(updateSummary ? { summary: updateSummary } : {}),
        security: adminSecurity,
        params: idParam,
        body: schemas.update,
        response: { 200: schemas.item, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => update(request.params.id, request.body),
  );

  app.delete(
    paths[2],
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
