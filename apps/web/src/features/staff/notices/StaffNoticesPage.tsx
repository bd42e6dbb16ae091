import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { StaffPost } from "@portal/schemas/notices";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { DataTable } from "../../../components/ui/DataTable.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { Pagination, pageFromQuery } from "../../../components/ui/Pagination.tsx";
import { formatInstantDate, formatInstantTime } from "../../../lib/instant.ts";
import { languageOf } from "../../../lib/i18n.ts";
import { staffMeQueryOptions } from "../../../lib/staff/staffMeQuery.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import {
  everyBuildingQueryOptions,
  removeStaffPost,
  staffPostsKey,
  useStaffPosts,
  type PostKind,
} from "./api.ts";
import type { Building } from "./PostEditor.tsx";
import styles from "./StaffNoticesPage.module.css";

// The forms load right after the lists have rendered: the page paints without them.
const PostEditor = lazy(() => import("./forms.ts").then((m) => ({ default: m.PostEditor })));
const DocumentUpload = lazy(() => import("./forms.ts").then((m) => ({ default: m.DocumentUpload })));

/** The list of one kind, its page in the address (`p` for notices, `eventPage` for events). */
function PostList({
  kind,
  onEdit,
  onRemoved,
}: {
  kind: PostKind;
  onEdit: (post: StaffPost) => void;
  onRemoved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation("staff", { keyPrefix: "notices" });
  const client = useQueryClient();
  const param = kind === "notice" ? "p" : "eventPage";
  /** The title in the console's language (the Finnish one when it was left empty). */
  const titleOf = (post: StaffPost) => post.title[languageOf(i18n.language)] || post.title.fi;
  const [query] = useSearchParams();
  const posts = useStaffPosts(kind, pageFromQuery(query.get(param)));
  const [failed, setFailed] = useState<string>();
  async function remove(post: StaffPost) {
    if (!window.confirm(t("list.confirmRemove", { title: titleOf(post) }))) return;
    setFailed(undefined);
    try {
      await removeStaffPost(kind, post.id);
      await client.invalidateQueries({ queryKey: staffPostsKey });
      onRemoved(t("list.removed", { title: titleOf(post) }));
    } catch {
      setFailed(t("list.removeFailed"));
    }
  }
  if (posts.isError) return <LoadFailed text={t("list.loadFailed")} onRetry={() => void posts.refetch()} />;
  if (!posts.data) return <Loading />;
  if (posts.data.data.length === 0) return <p>{t(`list.empty.${kind}`)}</p>;
  return (
    <>
      <Alert message={failed} />
      <DataTable
        label={t(`list.table.${kind}`)}
        columns={[
          {
            header: t("list.title"),
            rowHeader: true,
            cell: (post) => (
              <>
                {titleOf(post)}
                {post.urgent && <span className={styles.urgent}> {t("list.urgent")}</span>}
              </>
            ),
          },
          ...(kind === "event"
            ? [
                {
                  header: t("list.startsAt"),
                  cell: (post: StaffPost) =>
                    post.startsAt
                      ? `${formatInstantDate(post.startsAt)} ${formatInstantTime(post.startsAt)}`
                      : "–",
                  nowrap: true,
                },
              ]
            : []),
          { header: t("list.publishAt"), cell: (post) => formatInstantDate(post.publishAt), nowrap: true },
          {
            header: t("list.expiresAt"),
            cell: (post) => (post.expiresAt ? formatInstantDate(post.expiresAt) : "–"),
            nowrap: true,
          },
          {
            header: t("list.actions"),
            cell: (post) => (
              <span className={styles.actions}>
                <Button variant="secondary" onClick={() => onEdit(post)}>
                  {t("list.edit")}
                  <span className="sr-only">: {titleOf(post)}</span>
                </Button>
                <Button variant="secondary" onClick={() => void remove(post)}>
                  {t("list.remove")}
                  <span className="sr-only">: {titleOf(post)}</span>
                </Button>
              </span>
            ),
          },
        ]}
        rows={posts.data.data}
        rowKey={(post) => post.id}
      />
      <Pagination
        label={t(`list.pages.${kind}`)}
        page={posts.data.page}
        pageCount={posts.data.pageCount}
        param={param}
      />
    </>
  );
}

/**
 * Tiedotteet ja tapahtumat (property managers): the company's notices and events in the staff
 * member's buildings, writing and changing them, and the buildings' documents.
 */
export default function StaffNoticesPage() {
  const { t } = useTranslation("staff", { keyPrefix: "notices" });
  usePageTitle(t("title"));
  const client = useQueryClient();
  const me = useQuery(staffMeQueryOptions());
  const everyBuilding = me.data?.allBuildings ?? false;
  // Staff of every building pick from the whole list, which the members' call gives.
  const all = useQuery({ ...everyBuildingQueryOptions(), enabled: everyBuilding });
  const [editing, setEditing] = useState<{ kind: PostKind; post: StaffPost | null } | null>(null);
  const [message, setMessage] = useState<string>();

  if (me.isError) return <LoadFailed text={t("loadFailed")} onRetry={() => void me.refetch()} />;
  if (!me.data || (everyBuilding && all.isPending)) return <Loading />;
  const buildings: Building[] = everyBuilding ? (all.data ?? []) : me.data.buildings;
  const mayDocuments = me.data.permissions.includes(PERMISSIONS.documentsManage);

  const done = (text: string) => {
    setEditing(null);
    if (text) {
      setMessage(text);
      void client.invalidateQueries({ queryKey: staffPostsKey });
    }
  };
  const start = (kind: PostKind, post: StaffPost | null = null) => {
    setMessage(undefined);
    setEditing({ kind, post });
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("lead")}
        actions={
          !editing && (
            <>
              <Button onClick={() => start("notice")}>{t("newNotice")}</Button>
              <Button variant="secondary" onClick={() => start("event")}>
                {t("newEvent")}
              </Button>
            </>
          )
        }
      />
      <Alert tone="success" message={message} />
      {editing ? (
        <Card title={t(editing.post ? `editor.edit.${editing.kind}` : `editor.new.${editing.kind}`)}>
          <Suspense fallback={<Loading />}>
            <PostEditor
              key={editing.post?.id ?? editing.kind}
              kind={editing.kind}
              post={editing.post}
              buildings={buildings}
              onDone={done}
            />
          </Suspense>
        </Card>
      ) : (
        <div className={styles.stack}>
          <Card title={t("list.notice")}>
            <PostList kind="notice" onEdit={(post) => start("notice", post)} onRemoved={setMessage} />
          </Card>
          <Card title={t("list.event")}>
            <PostList kind="event" onEdit={(post) => start("event", post)} onRemoved={setMessage} />
          </Card>
          {mayDocuments && (
            <Card title={t("documents.title")}>
              <Suspense fallback={<Loading />}>
                <DocumentUpload buildings={buildings} />
              </Suspense>
            </Card>
          )}
        </div>
      )}
    </>
  );
}
