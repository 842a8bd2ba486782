import {
  blogIdOrSlugParam,
  blogListOrPageResponse,
  blogResponse,
  createBlogBody,
  errorResponse,
  updateBlogBody,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { registerCachedListRoute, registerContentWriteRoutes } from '../../lib/content-routes.ts';

const tags = ['blogs'];

export function registerBlogsRoutes(app: ZodApp, services: Services): void {
  const { blogs: service, blogLists } = services;

  registerCachedListRoute(
    app,
    {
      path: '/api/blog/read',
      tags,
      summary:
        'Live blogs, newest first; with page, limit or q (title search) one page of them and their total',
      response: blogListOrPageResponse,
    },
    blogLists,
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

  registerContentWriteRoutes(app, tags, blogLists, {
    add: (body) => service.addBlog(body),
    update: (id, body) => service.updateBlog(id, body),
    remove: (id) => service.deleteBlog(id),
    paths: ['/api/blog/write', '/api/blog/update/:id', '/api/blog/delete/:id'],
    updateSummary: 'Edit a blog (ours: the admin screen edits blogs in a modal)',
    schemas: { create: createBlogBody, update: updateBlogBody, item: blogResponse },
  });
}
