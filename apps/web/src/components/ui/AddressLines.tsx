import type { Address } from "@portal/schemas/profile";
import { formatAddressLines } from "../../lib/format.ts";

/** A postal address on two lines (lib/format.ts formatAddressLines), for fact lists and cards. */
export function AddressLines({ address }: { address: Address }) {
  const [street, postTown] = formatAddressLines(address);
  return (
    <>
      {street}
      <br />
      {postTown}
    </>
  );
}
