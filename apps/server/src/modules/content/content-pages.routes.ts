import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse } from "@portal/schemas/common";
import {
  bulletinsQuery,
  contentBySlugQuery,
  postsQuery,
  wpBulletinsResponse,
  wpPagesResponse,
  wpPostsResponse,
} from "@portal/schemas/content";
import type { ContentPagesService } from "./content-pages.service.ts";

/** Public text that editors change now and then: a minute of caching, so an edit shows up soon. */
const CACHE = "public, max-age=60";

export function contentPagesRoutes(service: ContentPagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/content/wp/v2/pages",
      {
        schema: {
          tags: ["content"],
          security: [],
          summary:
            "The page with this Finnish or English slug, 0 or 1 items (WordPress REST shape, Polylang lang)",
          querystring: contentBySlugQuery,
          response: { 200: wpPagesResponse, 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", CACHE);
        return service.bySlug("page", request.query.slug, request.query.lang);
      },
    );

    app.get(
      "/api/content/wp/v2/blocks",
      {
        schema: {
          tags: ["content"],
          security: [],
          summary: "The reusable content block with this slug (WordPress REST shape, type wp_block)",
          querystring: contentBySlugQuery,
          response: { 200: wpPagesResponse, 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", CACHE);
        return service.bySlug("block", request.query.slug, request.query.lang);
      },
    );

    app.get(
      "/api/content/wp/v2/posts",
      {
        schema: {
          tags: ["content"],
          security: [],
          summary: "News posts, newest first, paged with per_page and page; X-WP-Total and X-WP-TotalPages",
          querystring: postsQuery,
          response: { 200: wpPostsResponse, 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        const { posts, total, totalPages } = await service.posts(request.query);
        reply.header("cache-control", CACHE);
        reply.header("x-wp-total", String(total));
        reply.header("x-wp-totalpages", String(totalPages));
        return posts;
      },
    );

    app.get(
      "/api/content/wp/v2/bulletins",
      {
        schema: {
          tags: ["content"],
          security: [],
          summary: "Site bulletins with the pages they show on (custom post type with ACF fields)",
          querystring: bulletinsQuery,
          response: { 200: wpBulletinsResponse, 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", CACHE);
        return service.bulletins(request.query.lang);
      },
    );
  };
}
