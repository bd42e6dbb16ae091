import type { Address } from "@portal/schemas/profile";

export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      {address.streetAddressLine1}
      {address.streetAddressLine2 && <>, {address.streetAddressLine2}</>}
      <br />
      {`${address.postalCode} ${address.city}`}
    </>
  );
}
