import { lazy, type ComponentType } from "react";
import i18n from "../lib/i18n.ts";

/** A route's code and its catalogs load together, so a page never flashes untranslated keys. */
function page<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: string[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return module;
  });
}

// One chunk per page: a route downloads only its own code and texts.
export const HomePage = page(() => import("../features/home/HomePage.tsx"), ["home"]);
export const SignInPage = page(() => import("../features/auth/SignInPage.tsx"), ["auth"]);
export const PhoneSignInPage = page(() => import("../features/auth/PhoneSignInPage.tsx"), ["auth"]);
export const SignUpPage = page(() => import("../features/auth/SignUpPage.tsx"), ["auth"]);
export const ForgotPasswordPage = page(() => import("../features/auth/ForgotPasswordPage.tsx"), ["auth"]);
export const FeedbackPage = page(() => import("../features/feedback/FeedbackPage.tsx"), ["feedback"]);
export const ProfilePage = page(() => import("../features/profile/ProfilePage.tsx"), ["profile"]);
export const SearchPage = page(() => import("../features/search/SearchPage.tsx"), ["content"]);
export const SuccessPage = page(() => import("../features/messages/SuccessPage.tsx"), ["messages"]);
export const PaymentResultPage = page(
  () => import("../features/payments/PaymentResultPage.tsx"),
  ["payments"],
);
export const ContentPage = page(() => import("../features/content/ContentPage.tsx"), ["content"]);
export const InfoPage = page(() => import("../features/content/InfoPage.tsx"), ["content"]);
export const MenuRoute = page(() => import("./MenuRoute.tsx"));
