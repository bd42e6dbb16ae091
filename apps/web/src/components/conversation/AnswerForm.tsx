import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { QueryKey } from "@tanstack/react-query";
import type { AnswerRequest } from "@portal/schemas/replies";
import { ANSWER_BODY_MAX, type ReplyItemKind } from "@portal/schemas/replies.constants";
import { showFieldErrors } from "../../lib/apiFailure.ts";
import { fieldError } from "../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../lib/lazyResolver.ts";
import { useAnswerMutation } from "../../lib/replies/conversation.ts";
import { useSending } from "../../lib/useSending.ts";
import { Alert } from "../ui/Alert.tsx";
import { SubmitButton } from "../ui/Button.tsx";
import { TextAreaField } from "../ui/TextAreaField.tsx";

const resolver = lazyResolver(async () => (await import("@portal/schemas/replies")).answerRequest);

/** The tenant's answer to the company's reply. */
export default function AnswerForm({ kind, id, item }: { kind: ReplyItemKind; id: string; item: QueryKey }) {
  const { t } = useTranslation(["replies", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const [sent, setSent] = useState(false);
  const answer = useAnswerMutation(kind, id, item);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AnswerRequest>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<AnswerRequest>,
    defaultValues: { body: "" },
  });

  function submit(values: AnswerRequest) {
    setSent(false);
    return send(
      async () => {
        await answer.mutateAsync(values.body);
        reset({ body: "" });
        setSent(true);
      },
      (failure) => {
        if (failure.status === 400 && showFieldErrors(failure, setError, { body: "body" })) return;
        return t(failure.status === 429 ? "answer.tooMany" : "answer.failed");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextAreaField
        label={t("answer.label")}
        hint={t("answer.hint")}
        required
        rows={4}
        maxLength={ANSWER_BODY_MAX}
        error={fieldError(t, errors.body?.message, "answer")}
        registration={register("body")}
      />
      <Alert message={error} />
      <Alert tone="success" message={sent ? t("answer.sent") : undefined} />
      <SubmitButton busy={busy}>{t("answer.send")}</SubmitButton>
    </form>
  );
}
