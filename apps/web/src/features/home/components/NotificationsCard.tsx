import type { UseQueryResult } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TERMINATION_PATH } from "@portal/schemas/lease.constants";
import type { Notification, NotificationsResponse } from "@portal/schemas/notifications";
import { Card } from "../../../components/ui/Card.tsx";
import { useReadOnly } from "../../../components/ui/readOnly.ts";
import { paths } from "../../../lib/paths.ts";
import type { ToastKind } from "../../../lib/useToast.ts";
import { useCloseNotificationMutation } from "../api/closeNotification.ts";
import { notificationText } from "./notificationText.ts";
import styles from "./NotificationsCard.module.css";

/**
 * Where a notification leads: the debt, a termination notice's page (where a party it waits for
 * answers it first thing), or the lease.
 */
function linkOf(n: Notification): { to: string; key: string } | undefined {
  if (n.category === "arrear") return { to: paths.debt, key: "notifications.arrear.link" };
  if (n.category === "normal") return undefined;
  if (n.category === "termination_request_approval_needed")
    return { to: TERMINATION_PATH, key: "notifications.terminationAnswer" };
  if (n.category.startsWith("termination_request"))
    return { to: TERMINATION_PATH, key: "notifications.terminationLink" };
  return { to: paths.lease, key: "notifications.leaseLink" };
}

/**
 * The tenant's open server notifications, important ones first (the server's order is kept, and
 * the sort makes sure of it). Nothing is shown when there are none. Colour by meaning: a routine
 * notice is information (blue), an important one needs attention (yellow), an arrear is overdue
 * (red); the importance is also said in words.
 */
export function NotificationsCard({
  notifications,
  onToast,
  withoutArrear = false,
}: {
  notifications: UseQueryResult<NotificationsResponse, unknown>;
  onToast: (kind: ToastKind, text: string) => void;
  /** Leaves the arrear out, when the page shows the debt otherwise. */
  withoutArrear?: boolean;
}) {
  const { t, i18n } = useTranslation("home");
  const close = useCloseNotificationMutation();
  // Closing one is a change: not while staff view the tenant's pages.
  const readOnly = useReadOnly();
  const heading = useRef<HTMLHeadingElement>(null);
  const open = (notifications.data?.notifications ?? [])
    .filter((n) => n.closedAt === null && !(withoutArrear && n.category === "arrear"))
    .sort((a, b) => Number(b.priority === "important") - Number(a.priority === "important"));
  if (open.length === 0) return null;

  const onClose = (id: string) =>
    close.mutate(id, {
      onSuccess: () => {
        // The closed one leaves the list: focus goes to the list's heading instead of the page's top.
        heading.current?.focus();
        onToast("info", t("notifications.closed"));
      },
      onError: () => onToast("error", t("notifications.closeFailed")),
    });

  return (
    <Card aria-labelledby="home-notifications-title" className={styles.card}>
      <h2 id="home-notifications-title" ref={heading} tabIndex={-1}>
        {t("notifications.title")}
      </h2>
      <ul className={styles.list}>
        {open.map((n) => {
          const { title, text } = notificationText(t, i18n.language, n);
          const link = linkOf(n);
          const important = n.priority === "important";
          return (
            <li
              key={n.id}
              className={[
                styles.item,
                important ? styles.important : "",
                n.category === "arrear" ? styles.overdue : "",
              ].join(" ")}
            >
              <article aria-labelledby={`notification-${n.id}`} className={styles.body}>
                <h3 id={`notification-${n.id}`} className={styles.title}>
                  {important && <span className={styles.badge}>{t("notifications.important")}</span>}
                  {title}
                </h3>
                {text && <p className={styles.text}>{text}</p>}
                {link && (
                  <Link to={link.to} className={styles.link}>
                    {t(link.key)}
                  </Link>
                )}
              </article>
              {n.isCloseable && (
                <button
                  type="button"
                  className={styles.close}
                  onClick={() => onClose(n.id)}
                  disabled={readOnly !== null || (close.isPending && close.variables === n.id)}
                  aria-describedby={readOnly?.noteId}
                  aria-label={`${t("notifications.close")}: ${title}`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
