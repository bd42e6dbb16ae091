import { useMemo, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FAULT_REPORT_WORKFLOW } from "@portal/schemas/faults.constants";
import { defineWorkflow } from "@portal/schemas/workflow.constants";
import tokensCss from "../styles/tokens.css?raw";
import { AddressLines } from "../components/ui/AddressLines.tsx";
import { Alert } from "../components/ui/Alert.tsx";
import { Button, ButtonLink, ButtonRow, TextButton } from "../components/ui/Button.tsx";
import { Card } from "../components/ui/Card.tsx";
import { CheckboxField } from "../components/ui/CheckboxField.tsx";
import { ChoiceField } from "../components/ui/ChoiceField.tsx";
import { CopyButton } from "../components/ui/CopyButton.tsx";
import { DataTable } from "../components/ui/DataTable.tsx";
import { Dialog } from "../components/ui/Dialog.tsx";
import { ErrorState } from "../components/ui/ErrorState.tsx";
import { FactList } from "../components/ui/FactList.tsx";
import { LoadFailed } from "../components/ui/LoadFailed.tsx";
import { Loading } from "../components/ui/Loading.tsx";
import { Notice } from "../components/ui/Notice.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { PasswordField } from "../components/ui/PasswordField.tsx";
import { PhoneLink } from "../components/ui/PhoneLink.tsx";
import { SelectField } from "../components/ui/SelectField.tsx";
import { SideLayout, Stack } from "../components/ui/SideLayout.tsx";
import { StatusBadge } from "../components/ui/StatusBadge.tsx";
import { StepHeading } from "../components/ui/StepHeading.tsx";
import { TextAreaField } from "../components/ui/TextAreaField.tsx";
import { TextField } from "../components/ui/TextField.tsx";
import { Toast } from "../components/ui/Toast.tsx";
import { LANGUAGES } from "../lib/contract.ts";
import { currentLanguage, setLanguage } from "../lib/i18n.ts";
import {
  formatDate,
  formatEuros,
  formatIban,
  formatInstantTime,
  formatMoney,
  formatPhone,
  formatReference,
} from "../lib/format.ts";
import { paths } from "../lib/paths.ts";
import { usePageTitle } from "../lib/usePageTitle.ts";
import { useToast } from "../lib/useToast.ts";
import { contrast, parseColour, parseTokens, type Token } from "./tokens.ts";
import styles from "./UiSandboxPage.module.css";

const TOKENS = parseTokens(tokensCss);
const ofKind = (prefix: string) => TOKENS.filter((token) => token.name.startsWith(prefix));

/** Every state tone a badge can have, named by what it means. */
const TONES = defineWorkflow({
  states: ["waiting", "active", "done", "refused"],
  initial: "waiting",
  transitions: { waiting: ["active"], active: ["done", "refused"], done: [], refused: [] },
  tones: { waiting: "waiting", active: "active", done: "done", refused: "refused" },
});

/** The values the browser computes for the tokens (the stylesheets load before this script runs). */
function computed(tokens: Token[]): Record<string, string> {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(tokens.map(({ name }) => [name, style.getPropertyValue(name).trim()]));
}

const ratio = (n: number) => `${n.toFixed(1).replace(".", ",")}:1`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} title={<span id={id}>{title}</span>}>
      {children}
    </Card>
  );
}

function Colours() {
  const { t } = useTranslation("sandbox");
  const colours = useMemo(() => ofKind("--color-"), []);
  const values = useMemo(() => computed(colours), [colours]);
  const surface = parseColour(values["--color-surface"] ?? "");
  const text = parseColour(values["--color-text"] ?? "");
  return (
    <DataTable
      label={t("colours.title")}
      caption={t("colours.caption")}
      rowKey={(row) => row.name}
      rows={colours}
      columns={[
        {
          header: t("colours.swatch"),
          cell: (row) => <span className={styles.swatch} style={{ background: `var(${row.name})` }} />,
        },
        { header: t("colours.token"), rowHeader: true, cell: (row) => <code>{row.name}</code> },
        { header: t("colours.meaning"), cell: (row) => row.group },
        { header: t("colours.value"), cell: (row) => <code>{values[row.name] ?? ""}</code> },
        {
          header: t("colours.onSurface"),
          numeric: true,
          cell: (row) => {
            const colour = parseColour(values[row.name] ?? "");
            return colour && surface ? ratio(contrast(colour, surface)) : "–";
          },
        },
        {
          header: t("colours.withText"),
          numeric: true,
          cell: (row) => {
            const colour = parseColour(values[row.name] ?? "");
            return colour && text ? ratio(contrast(colour, text)) : "–";
          },
        },
      ]}
    />
  );
}

function Scale({ prefix, render }: { prefix: string; render: (name: string) => ReactNode }) {
  const tokens = useMemo(() => ofKind(prefix), [prefix]);
  const values = useMemo(() => computed(tokens), [tokens]);
  return (
    <ul className={styles.scale}>
      {tokens.map(({ name }) => (
        <li key={name}>
          <span className={styles.scaleName}>
            <code>{name}</code> <span className={styles.value}>{values[name]}</span>
          </span>
          {render(name)}
        </li>
      ))}
    </ul>
  );
}

type DemoForm = {
  name: string;
  topic: string;
  pets: boolean;
  contact: string;
  text: string;
  password: string;
};

function Forms() {
  const { t } = useTranslation("sandbox");
  const { register } = useForm<DemoForm>({ defaultValues: { contact: "email" } });
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
      <TextField
        label={t("forms.name")}
        hint={t("forms.nameHint")}
        registration={register("name")}
        required
      />
      <TextField
        label={t("forms.withError")}
        registration={register("name")}
        error={t("forms.error")}
        required
      />
      <SelectField
        label={t("forms.topic")}
        placeholder={t("forms.choose")}
        options={[
          { value: "a", label: t("forms.optionA") },
          { value: "b", label: t("forms.optionB") },
        ]}
        registration={register("topic")}
      />
      <ChoiceField
        legend={t("forms.contact")}
        options={[
          { value: "email", label: t("forms.email") },
          { value: "phone", label: t("forms.phone") },
        ]}
        registration={register("contact")}
      />
      <CheckboxField label={t("forms.pets")} registration={register("pets")} />
      <TextAreaField label={t("forms.text")} hint={t("forms.textHint")} registration={register("text")} />
      <PasswordField
        label={t("forms.password")}
        registration={register("password")}
        autoComplete="new-password"
      />
      <ButtonRow>
        <Button type="submit">{t("buttons.primary")}</Button>
        <Button variant="secondary">{t("buttons.secondary")}</Button>
      </ButtonRow>
    </form>
  );
}

/** For developers (SANDBOX=true only): every shared component and design token, in either language. */
export default function UiSandboxPage() {
  const { t } = useTranslation("sandbox");
  usePageTitle(t("title"));
  const language = currentLanguage();
  const [dialog, setDialog] = useState(false);
  const toast = useToast();
  const rows = [
    { id: "1", item: t("table.rent"), due: "2026-12-05", cents: 84_250 },
    { id: "2", item: t("table.water"), due: "2026-12-05", cents: 2_400 },
    { id: "3", item: t("table.sauna"), due: "2026-12-05", cents: 1_200 },
  ];
  const languages = (
    <div className={styles.languages} role="group" aria-label={t("language")}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          variant={language === lang ? "primary" : "secondary"}
          aria-pressed={language === lang}
          onClick={() => setLanguage(lang)}
          lang={lang}
        >
          {t(`common:language.${lang}`)}
        </Button>
      ))}
    </div>
  );

  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} actions={languages} />
      <SideLayout
        sideLabel={t("side.label")}
        side={
          <Stack>
            <Card title={t("side.title")} headingLevel={2}>
              <p>{t("side.text")}</p>
              <FactList
                facts={[
                  { label: t("side.money"), value: formatMoney(123_450) },
                  { label: t("side.euros"), value: formatEuros(84.5) },
                  { label: t("side.date"), value: formatDate("2026-12-05") },
                  { label: t("side.time"), value: formatInstantTime("2026-11-26T17:05:00Z") },
                  { label: t("side.phone"), value: formatPhone("0401234567") },
                  { label: t("side.reference"), value: formatReference("1234561") },
                  { label: t("side.rf"), value: formatReference("RF18539007547034") },
                  { label: t("side.iban"), value: formatIban("FI2112345600000785") },
                ]}
              />
            </Card>
            <Card title={t("side.contacts")} flat>
              <AddressLines
                address={{
                  streetAddressLine1: "Kirsikkatie 4 B 12",
                  streetAddressLine2: null,
                  postalCode: "01300",
                  city: "Vantaa",
                }}
              />
              <p>
                <PhoneLink number="+358 20 555 0100" />
              </p>
            </Card>
          </Stack>
        }
      >
        <Stack>
          <Section id="ui-notices" title={t("notices.title")}>
            <Stack>
              <Notice tone="info" label={t("notices.infoLabel")} title={t("notices.info")} titleLevel={3}>
                <p>{t("notices.text")}</p>
              </Notice>
              <Notice tone="success" title={t("notices.success")} titleLevel={3} />
              <Notice tone="warning" title={t("notices.warning")} titleLevel={3} />
              <Notice tone="error" title={t("notices.error")} titleLevel={3} />
              <Alert tone="info" message={t("alerts.info")} />
              <Alert tone="success" message={t("alerts.success")} />
              <Alert message={t("alerts.error")} />
            </Stack>
          </Section>

          <Section id="ui-buttons" title={t("buttons.title")}>
            <ButtonRow>
              <Button>{t("buttons.primary")}</Button>
              <Button variant="secondary">{t("buttons.secondary")}</Button>
              <Button disabled>{t("buttons.disabled")}</Button>
              <ButtonLink to={paths.signIn} variant="secondary">
                {t("buttons.link")}
              </ButtonLink>
            </ButtonRow>
            <p>
              <TextButton onClick={() => setDialog(true)}>{t("buttons.dialog")}</TextButton>
            </p>
            <p>
              <CopyButton
                value="FI21 1234 5600 0007 85"
                text={t("buttons.copy")}
                what={t("side.iban")}
                onCopied={() => toast.show("success", t("buttons.copied"))}
                onFailed={() => toast.show("error", t("buttons.copyFailed"))}
              />
            </p>
            <Toast toast={toast.toast} onDismiss={toast.dismiss} />
            {dialog && (
              <Dialog title={t("dialog.title")} tone="success" onClose={() => setDialog(false)}>
                <p>{t("dialog.text")}</p>
                <Button onClick={() => setDialog(false)}>{t("dialog.close")}</Button>
              </Dialog>
            )}
          </Section>

          <Section id="ui-badges" title={t("badges.title")}>
            <ul className={styles.badges}>
              {TONES.states.map((state) => (
                <li key={state}>
                  <StatusBadge workflow={TONES} state={state} label={t(`badges.${state}`)} />
                </li>
              ))}
              <li>
                <StatusBadge workflow={FAULT_REPORT_WORKFLOW} state="InProgress" label={t("badges.fault")} />
              </li>
            </ul>
          </Section>

          <Section id="ui-table" title={t("table.title")}>
            <DataTable
              label={t("table.title")}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: t("table.item"), rowHeader: true, cell: (row) => row.item },
                { header: t("table.due"), nowrap: true, cell: (row) => formatDate(row.due) },
                { header: t("table.amount"), numeric: true, cell: (row) => formatMoney(row.cents) },
              ]}
              footer={[t("table.total"), "", formatMoney(rows.reduce((sum, row) => sum + row.cents, 0))]}
            />
          </Section>

          <Section id="ui-forms" title={t("forms.title")}>
            <StepHeading step={1} of={3}>
              {t("forms.step")}
            </StepHeading>
            <Forms />
          </Section>

          <Section id="ui-states" title={t("states.title")}>
            <Stack>
              <Loading />
              <LoadFailed text={t("states.loadFailed")} onRetry={() => undefined} />
              <ErrorState title={t("states.errorTitle")}>
                <p>{t("states.errorText")}</p>
              </ErrorState>
            </Stack>
          </Section>
        </Stack>
      </SideLayout>
      <div className={styles.tokens}>
        <Stack>
          <Section id="ui-colours" title={t("colours.title")}>
            <p>{t("colours.text")}</p>
            <Colours />
          </Section>

          <Section id="ui-type" title={t("type.title")}>
            <Scale
              prefix="--font-size-"
              render={(name) => (
                <span className={styles.sample} style={{ fontSize: `var(${name})` }}>
                  {t("type.sample")}
                </span>
              )}
            />
            <Scale
              prefix="--font-weight-"
              render={(name) => (
                <span className={styles.sample} style={{ fontWeight: `var(${name})` }}>
                  {t("type.sample")}
                </span>
              )}
            />
          </Section>

          <Section id="ui-space" title={t("space.title")}>
            <Scale
              prefix="--space-"
              render={(name) => <span className={styles.bar} style={{ width: `var(${name})` }} />}
            />
            <Scale
              prefix="--radius-"
              render={(name) => <span className={styles.box} style={{ borderRadius: `var(${name})` }} />}
            />
            <Scale
              prefix="--shadow-"
              render={(name) => <span className={styles.box} style={{ boxShadow: `var(${name})` }} />}
            />
          </Section>
        </Stack>
      </div>
    </>
  );
}
