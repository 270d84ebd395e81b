/** The support phone is cleaned of dashes and spaces before use (tel: links). */
export function dialablePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
