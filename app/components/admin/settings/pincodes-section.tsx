import { CITIES, type City } from "../../../../domain/catalogue.ts";
import { pincodeList } from "../../../lib/settings-form.ts";
import { FormField } from "../form-field.tsx";
import { Section, type SectionProps } from "./settings-section.tsx";

/** The pincodes of each city where the lab collects at home. */
export function PincodesSection({
  draft,
  errors,
  setPincodes,
}: Omit<SectionProps, "set"> & { setPincodes: (city: City) => (value: string) => void }) {
  return (
    <Section
      id="settings-pincodes"
      title="Cities and pincodes"
      description="Home collection is offered in these pincodes only. One per line, or separated by commas. Leave a city empty if you do not collect there."
    >
      <div className="grid gap-4 md:grid-cols-3">
        {CITIES.map((city) => {
          const count = pincodeList(draft.pincodes[city]).length;
          return (
            <FormField
              id={`settings-pincodes-${city}`}
              key={city}
              label={city}
              value={draft.pincodes[city]}
              onChange={setPincodes(city)}
              error={errors[`pincodes.${city}`]}
              multiline
              rows={8}
              inputMode="numeric"
              hint={count === 0 ? "No home collection here" : `${count} pincode${count === 1 ? "" : "s"}`}
            />
          );
        })}
      </div>
    </Section>
  );
}
