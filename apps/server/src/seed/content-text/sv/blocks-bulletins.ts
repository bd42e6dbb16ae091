import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import type { ContentText } from "../types.ts";

/** Swedish of the reusable blocks, by the block's (Finnish) slug. */
export const BLOCKS_SV: Record<string, ContentText> = {
  maksuohjeet: {
    title: "Betalningsanvisningar",
    html: `<ul>
<li>Hyran förfaller den <strong>2 varje månad</strong>, om inte något annat har avtalats i hyresavtalet.</li>
<li>Använd alltid <strong>ditt eget referensnummer</strong>. Det är detsamma varje månad.</li>
<li>Det enklaste sättet är <strong>e-faktura</strong>: gör ett avtal om e-faktura i nätbanken och välj automatisk betalning. Bankernas gamla direktbetalning har upphört.</li>
<li>Du kan också betala hela beloppet eller en del på nätet med bankkoder eller kort.</li>
</ul>
<p><strong>Kan du inte betala i tid?</strong> Kontakta oss före förfallodagen: ${CUSTOMER_SERVICE.phone}. Vi gör upp en betalningsplan. Avgiftsfri hjälp får du också av rättshjälpsbyråernas ekonomi- och skuldrådgivning. Läs mer på sidan <a href="/vuokrani/maksaminen">Betalning</a>.</p>`,
  },
  vesivahinko: {
    title: "Vattenskada: gör så här",
    html: `<ol>
<li><strong>Stäng av vattnet</strong> vid den läckande apparatens kran eller bostadens avstängningsventil.</li>
<li><strong>Ring genast fastighetsskötselns jour</strong>, också nattetid och under veckoslut. Numret finns på sidan Husets uppgifter och på trappans anslagstavla.</li>
<li><strong>Torka upp vattnet</strong> och flytta bort saker från det våta.</li>
<li><strong>Ta bilder</strong> av läckan och skadorna.</li>
<li><strong>Varna grannen på våningen under.</strong></li>
<li><strong>Gör en felanmälan</strong> och bifoga bilderna. Anmäl skadan också till din hemförsäkring.</li>
</ol>
<p>Om det kommer vatten från taket eller elapparater har blivit våta, rör dem inte. Slå av strömmen från elcentralen, om det är säkert.</p>`,
  },
};

/** Swedish of the bulletins, in the order of BULLETINS. */
export const BULLETINS_SV: ContentText[] = [
  {
    title: "Betalning på nätet gör paus natten mot lördag",
    html: `<p>I tjänsten för betalning på nätet görs servicearbeten natten mellan fredag och lördag kl. 0–4. Under den tiden kan du inte betala hyran i portalen.</p>
<p>Du kan betala hyran som vanligt i nätbanken med banköverföring och ditt eget referensnummer. E-fakturor och automatiska betalningar fungerar som vanligt.</p>`,
  },
  {
    title: "Invånarenkäten är öppen",
    html: `<p>Berätta hur boendet fungerar och vad vi kunde göra bättre. Länken till enkäten har kommit till din e-post, och det tar ungefär tio minuter att svara. Bland dem som svarar lottas presentkort ut.</p>`,
  },
  {
    title: "Uuras: gratis kväll för nya invånaraktiva",
    html: `<p>Invånarverksamhetens program Uuras ordnar en kväll för nya medlemmar i boendekommittéerna och för kontaktpersoner. Vi går igenom hur invånarmötet hålls, hur kommitténs anslag används och hur blanketterna fylls i i portalen.</p>
<p>Kvällen är gratis, och det bjuds på kvällsmål. Anmäl dig via Uuras nyhetsbrev eller fråga mer hos ditt hus boendekommitté.</p>`,
  },
];
