import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ExchangeListQueryInput } from "@portal/schemas/exchange";
import { EXCHANGE_ROOMS } from "@portal/schemas/exchange.constants";
import { Button, ButtonRow } from "../../../components/ui/Button.tsx";
import { FieldFrame } from "../../../components/ui/TextField.tsx";
import { fieldMessage } from "./fieldMessage.ts";
import styles from "../Exchange.module.css";
import { roomsLabel } from "./labels.ts";

export type Filter = Pick<
  ExchangeListQueryInput,
  "city" | "rooms" | "areaMin" | "areaMax" | "rentMin" | "rentMax"
>;

const NUMBERS = ["areaMin", "areaMax", "rentMin", "rentMax"] as const;

/** The list's filters, read from the address and written back to it. */
export function filterFrom(params: URLSearchParams): Filter {
  const filter: Filter = {};
  const cities = params.getAll("city");
  const rooms = params.getAll("rooms").map(Number);
  if (cities.length) filter.city = cities;
  if (rooms.length) filter.rooms = rooms as Filter["rooms"];
  for (const key of NUMBERS) {
    const value = params.get(key);
    if (value !== null && value !== "") filter[key] = Number(value);
  }
  return filter;
}

export function paramsFrom(filter: Filter): URLSearchParams {
  const params = new URLSearchParams();
  for (const city of (filter.city as string[] | undefined) ?? []) params.append("city", city);
  for (const rooms of (filter.rooms as number[] | undefined) ?? []) params.append("rooms", String(rooms));
  for (const key of NUMBERS) if (filter[key] !== undefined) params.set(key, String(filter[key]));
  return params;
}

/**
 * City, room count, size and rent. The schema checks the values before the list is asked for them:
 * a negative rent or a reversed range is named at its field.
 */
export function Filters({
  cities,
  value,
  onApply,
}: {
  cities: readonly string[];
  value: Filter;
  onApply: (filter: Filter) => void;
}) {
  const { t } = useTranslation(["exchange", "validation"]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosenCities = new Set((value.city as string[] | undefined) ?? []);
  const chosenRooms = new Set(((value.rooms as number[] | undefined) ?? []).map(Number));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Filter = {};
    const city = form.getAll("city").map(String);
    const rooms = form.getAll("rooms").map(Number);
    if (city.length) next.city = city;
    if (rooms.length) next.rooms = rooms as Filter["rooms"];
    for (const key of NUMBERS) {
      const raw = String(form.get(key) ?? "")
        .trim()
        .replace(",", ".");
      if (raw !== "") next[key] = raw as unknown as number;
    }
    const { exchangeListQuery } = await import("@portal/schemas/exchange");
    const parsed = exchangeListQuery.safeParse(next);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    const clean: Filter = { ...next };
    for (const key of NUMBERS) if (parsed.data[key] !== undefined) clean[key] = parsed.data[key];
    onApply(clean);
  }

  const numberField = (key: (typeof NUMBERS)[number]) => (
    <FieldFrame label={t(`filters.${key}`)} required={false} error={fieldMessage(t, errors[key], key)}>
      {(control) => (
        <input
          {...control}
          name={key}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          defaultValue={value[key] === undefined ? "" : String(value[key])}
        />
      )}
    </FieldFrame>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t("filters.label")}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("filters.city")}</legend>
        <div className={styles.choices}>
          {cities.map((city) => (
            <label key={city} className={styles.choice}>
              <input type="checkbox" name="city" value={city} defaultChecked={chosenCities.has(city)} />
              {city}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("filters.rooms")}</legend>
        <div className={styles.choices}>
          {EXCHANGE_ROOMS.map((rooms) => (
            <label key={rooms} className={styles.choice}>
              <input type="checkbox" name="rooms" value={rooms} defaultChecked={chosenRooms.has(rooms)} />
              {roomsLabel(t, rooms)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("filters.area")}</legend>
        <div className={styles.range}>
          {numberField("areaMin")}
          {numberField("areaMax")}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("filters.rent")}</legend>
        <div className={styles.range}>
          {numberField("rentMin")}
          {numberField("rentMax")}
        </div>
      </fieldset>
      <ButtonRow>
        <Button type="submit" reads>
          {t("filters.apply")}
        </Button>
        <Button
          variant="secondary"
          onClick={(event) => {
            event.currentTarget.form?.reset();
            setErrors({});
            onApply({});
          }}
        >
          {t("filters.clear")}
        </Button>
      </ButtonRow>
    </form>
  );
}
