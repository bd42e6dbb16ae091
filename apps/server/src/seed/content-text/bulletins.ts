import type { ContentTextBulletin } from "./types.ts";

/**
 * Site bulletins, each on the pages it concerns. None is shown on every page ("*"): a bulletin
 * everywhere soon goes unread, so the company keeps those for real emergencies.
 */
export const BULLETINS: ContentTextBulletin[] = [
  {
    type: "alert",
    showOnPages: ["/vuokrani/maksutiedot"],
    fi: {
      title: "Verkkomaksaminen on tauolla lauantain vastaisena yönä",
      html: `<p>Verkkomaksupalvelussa tehdään huoltotöitä perjantain ja lauantain välisenä yönä klo 0–4. Sinä aikana et voi maksaa vuokraa portaalissa.</p>
<p>Voit maksaa vuokran normaalisti verkkopankissa tilisiirrolla ja omalla viitenumerollasi. E-laskut ja automaattiset maksut toimivat tavalliseen tapaan.</p>`,
    },
    en: {
      title: "Online payment is paused on Friday night",
      html: `<p>The online payment service is under maintenance on the night between Friday and Saturday from 0:00 to 4:00. During that time you cannot pay rent in the portal.</p>
<p>You can still pay as usual in your online bank by bank transfer with your own reference number. E-invoices and automatic payments work as normal.</p>`,
    },
  },
  {
    type: "notice",
    showOnPages: ["/"],
    fi: {
      title: "Asukaskysely on auki",
      html: `<p>Kerro, miten asuminen sujuu ja mitä voisimme tehdä paremmin. Kyselyn linkki on tullut sähköpostiisi, ja vastaaminen vie noin kymmenen minuuttia. Vastaajien kesken arvotaan lahjakortteja.</p>`,
    },
    en: {
      title: "The residents' survey is open",
      html: `<p>Tell us how things are going and what we could do better. The survey link has been sent to your email, and it takes about ten minutes. Gift cards are drawn among those who answer.</p>`,
    },
  },
  {
    type: "uuras-info",
    showOnPages: ["/asuminen/asukastoimikunta"],
    fi: {
      title: "Uuras: ilmainen ilta uusille asukastoimijoille",
      html: `<p>Asukastoiminnan Uuras-ohjelma järjestää illan uusille asukastoimikuntien jäsenille ja yhteyshenkilöille. Käymme läpi, miten asukaskokous pidetään, miten toimikunnan määrärahaa käytetään ja miten lomakkeet täytetään portaalissa.</p>
<p>Ilta on maksuton, ja tarjolla on iltapala. Ilmoittaudu Uurasin uutiskirjeen kautta tai kysy lisää oman talosi asukastoimikunnalta.</p>`,
    },
    en: {
      title: "Uuras: a free evening for new active residents",
      html: `<p>The Uuras resident-activity programme holds an evening for new members of residents' committees and contact persons. We go through how to hold a house meeting, how to use the committee's budget and how to fill in the forms in the portal.</p>
<p>The evening is free, and there is a light supper. Sign up through the Uuras newsletter or ask your building's residents' committee for more.</p>`,
    },
  },
];
