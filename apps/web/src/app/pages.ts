import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import i18n from "../lib/i18n.ts";
import { routes, type RouteName } from "../lib/paths.ts";

// Page props come from the manifest's `props`, so a page module is typed loosely here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageModule = { default: ComponentType<any> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Page = LazyExoticComponent<ComponentType<any>>;

// Every page module is a chunk of its own; the manifest (lib/routes.json) says which route loads which.
// Staff pages sit one level deeper, in the staff feature's own folders (features/staff/queue/…).
const modules = import.meta.glob<PageModule>(["../features/*/*Page.tsx", "../features/*/*/*Page.tsx"]);

const byModule = new Map<string, Page>();

/**
 * A route's code and its catalogs load together, so a page never flashes untranslated keys. Routes
 * that show the same page module share one component, so moving between them keeps the page mounted.
 */
function page(name: RouteName): Page {
  const route = routes[name];
  const known = byModule.get(route.page);
  if (known) return known;
  const load = modules[`../features/${route.page}`];
  if (!load) throw new Error(`No page module features/${route.page} for the route ${name}`);
  const component = lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(route.namespaces)]);
    return module;
  });
  byModule.set(route.page, component);
  return component;
}

export const pages = Object.fromEntries(
  Object.keys(routes).map((name) => [name, page(name as RouteName)]),
) as Record<RouteName, Page>;
