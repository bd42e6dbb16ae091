/** Customer service as the signed-out footer and the accessibility statement give it. */
export const CUSTOMER_SERVICE = {
  email: "asiakaspalvelu@example.fi",
  phone: "010 123 4560",
  tel: "+358101234560",
};
