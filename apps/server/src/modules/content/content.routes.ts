import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestResponse } from "@portal/schemas/common";
import { menuItemsQuery, menuItemsResponse, menusResponse } from "@portal/schemas/content";
import type { ContentRepository } from "./content.repository.ts";
import { toWordPressMenuItem } from "./content.service.ts";

/** Menus change rarely and are public; five minutes keeps the header cheap without going stale for long. */
const CACHE = "public, max-age=300";

export function contentRoutes(content: ContentRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/content/wp/v2/menus",
      {
        schema: {
          tags: ["content"],
          security: [],
          summary: "Menus (WordPress REST shape)",
          response: { 200: menusResponse },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", CACHE);
        return content.listMenus();
      },
    );

    app.get(
      "/api/content/wp/v2/menu-items",
      {
        schema: {
          tags: ["content"],
          security: [],
          summary: "Items of one menu with titles in the requested language (WordPress REST shape)",
          querystring: menuItemsQuery,
          response: { 200: menuItemsResponse, 400: badRequestResponse },
        },
      },
      async (request, reply) => {
        const { menus, lang } = request.query;
        reply.header("cache-control", CACHE);
        const rows = await content.listMenuItems(menus);
        return rows.map((row) => toWordPressMenuItem(row, lang));
      },
    );
  };
}
