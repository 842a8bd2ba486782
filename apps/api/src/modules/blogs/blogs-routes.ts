import {
  asksForPage,
  blogIdOrSlugParam,
  blogListOrPageResponse,
  blogResponse,
  createBlogBody,
  errorResponse,
  idParam,
  messageResponse,
  pageQuery,
  updateBlogBody,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { SELF_ENCODED } from '../../lib/cached-json.ts';

const tags = ['blogs'];
const admin = [{ bearer: [] }];
const PAGE_KEYS = ['page', 'limit', 'q'] as const;
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export function registerBlogsRoutes(app: ZodApp, services: Services): void {
  const { blogs: service, blogLists } = services;
  const invalidateLists = blogLists.invalidateOnSend;

  app.get(
    '/api/blog/read',
    {
      ...SELF_ENCODED,
      schema: {
        tags,
        summary:
          'Live blogs, newest first; with page, limit or q (title search) one page of them and their total',
        querystring: pageQuery,
        response: { 200: blogListOrPageResponse, 400: errorResponse },
      },
    },
    (request, reply) =>
      asksForPage(request.query, PAGE_KEYS)
        ? blogLists.pages.send(request.query, request, reply)
        : blogLists.list.send(request, reply),
  );

  app.get(
    '/api/blog/read/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One live blog, by its id or its slug (ours: each post has its own page)',
        params: blogIdOrSlugParam,
        response: { 200: blogResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const blog = await service.getBlog(request.params.idOrSlug);
      void reply.header('cache-control', 'no-cache');
      return blog;
    },
  );

  app.post(
    '/api/blog/write',
    {
      onRequest: app.requireAdmin,
      onSend: invalidateLists,
      schema: {
        tags,
        security: admin,
        body: createBlogBody,
        response: { 201: blogResponse, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addBlog(request.body)),
  );

  app.put(
    '/api/blog/update/:id',
    {
      onRequest: app.requireAdmin,
      onSend: invalidateLists,
      schema: {
        tags,
        summary: 'Edit a blog (ours: the admin screen edits blogs in a modal)',
        security: admin,
        params: idParam,
        body: updateBlogBody,
        response: { 200: blogResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => service.updateBlog(request.params.id, request.body),
  );

  app.delete(
    '/api/blog/delete/:id',
    {
      onRequest: app.requireAdmin,
      onSend: invalidateLists,
      schema: {
        tags,
        security: admin,
        params: idParam,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => service.deleteBlog(request.params.id),
  );
}
