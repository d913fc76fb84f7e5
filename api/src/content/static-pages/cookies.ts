/**
 * Politique cookies. The categories carry the names of the footer's cookie preferences dialog, so a
 * visitor recognises them there.
 */
import type { StaticPage } from './static-page';

export const COOKIES: StaticPage = {
  key: 'cookies',
  updatedOn: '2025-02-10',
  texts: {
    fr: (local) => ({
      title: 'Politique cookies',
      sections: [
        {
          heading: 'Qu’est-ce qu’un cookie ?',
          paragraphs: [
            'Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur pour le reconnaître lors de vos visites. Nous utilisons aussi le stockage local du navigateur, qui fonctionne de la même façon : cette page couvre les deux.',
            'Nous classons nos cookies en trois catégories. Seuls les cookies nécessaires sont déposés sans votre accord ; les autres attendent votre choix.',
          ],
        },
        {
          heading: 'Cookies nécessaires',
          paragraphs: [
            'Ils font fonctionner le site et ne peuvent pas être désactivés : la connexion à votre compte client, la session d’un code cadeau, la sécurité des paiements, la langue choisie sur le site belge (cookie lastLanguage) et l’enregistrement de vos choix de cookies.',
            'Votre liste d’envies, les offres vues récemment et la personnalisation d’un cadeau en cours sont gardées dans votre navigateur uniquement : elles ne nous sont pas envoyées.',
          ],
        },
        {
          heading: 'Mesure d’audience',
          paragraphs: [
            'Ces cookies nous indiquent comment le site est utilisé : pages vues, recherches effectuées, étapes où une réservation s’arrête. Les résultats sont statistiques et nous servent à améliorer le site.',
            'Ils ne sont déposés qu’avec votre accord.',
          ],
        },
        {
          heading: 'Personnalisation et publicité',
          paragraphs: [
            'Ces cookies nous permettent de vous montrer des offres adaptées à vos envies, sur notre site et ailleurs, et de savoir quel partenaire (comparateur, site affilié, réseau social) vous a conduit jusqu’à nous.',
            'Ils ne sont déposés qu’avec votre accord. Sans eux, vous voyez toujours de la publicité, mais elle ne tient pas compte de vos centres d’intérêt.',
          ],
        },
        {
          heading: 'Gérer vos choix',
          paragraphs: [
            'Vous pouvez changer d’avis à tout moment : cliquez sur « Gérer mes cookies » en bas de chaque page, cochez ou décochez « Mesure d’audience » et « Personnalisation et publicité », puis choisissez « Enregistrer mes choix ». Votre nouveau choix s’applique aussitôt.',
            'Votre choix est enregistré dans votre navigateur. Si vous effacez vos données de navigation ou changez d’appareil, il vous sera demandé à nouveau.',
          ],
        },
        {
          heading: 'Réglages du navigateur',
          paragraphs: [
            'Votre navigateur permet aussi de bloquer ou de supprimer les cookies, site par site ou pour tous les sites. Bloquer les cookies nécessaires empêche toutefois de se connecter à son compte ou de réserver.',
          ],
        },
        {
          heading: 'Durée de conservation et vos droits',
          paragraphs: [
            'Nos cookies sont conservés 13 mois au plus. Les données qu’ils recueillent sont traitées comme l’explique notre page Protection des données, où vous trouverez aussi vos droits et comment les exercer.',
            `Vous pouvez introduire une réclamation auprès de ${local.supervisoryAuthority}.`,
          ],
        },
      ],
    }),
    es: (local) => ({
      title: 'Política de cookies',
      sections: [
        {
          heading: '¿Qué es una cookie?',
          paragraphs: [
            'Una cookie es un pequeño archivo de texto que un sitio guarda en su navegador para reconocerlo en sus visitas. También utilizamos el almacenamiento local del navegador, que funciona de la misma manera: esta página se aplica a ambos.',
            'Clasificamos nuestras cookies en tres categorías. Solo las cookies necesarias se instalan sin su consentimiento; las demás esperan a que usted elija.',
          ],
        },
        {
          heading: 'Cookies necesarias',
          paragraphs: [
            'Hacen que el sitio funcione y no pueden desactivarse: el inicio de sesión en su cuenta de cliente, la sesión de un código regalo, la seguridad de los pagos, el idioma elegido en el sitio belga (cookie lastLanguage) y el registro de sus preferencias de cookies.',
            'Su lista de deseos, las ofertas vistas recientemente y la personalización de un regalo en curso se guardan solo en su navegador: no nos llegan.',
          ],
        },
        {
          heading: 'Medición de audiencia',
          paragraphs: [
            'Estas cookies nos indican cómo se usa el sitio: páginas vistas, búsquedas realizadas, pasos en los que se interrumpe una reserva. Los resultados son estadísticos y nos sirven para mejorar el sitio.',
            'Solo se instalan con su consentimiento.',
          ],
        },
        {
          heading: 'Personalización y publicidad',
          paragraphs: [
            'Estas cookies nos permiten mostrarle ofertas adaptadas a sus gustos, en nuestro sitio y en otros, y saber qué socio (comparador, sitio afiliado, red social) le ha traído hasta nosotros.',
            'Solo se instalan con su consentimiento. Sin ellas seguirá viendo publicidad, pero no tendrá en cuenta sus intereses.',
          ],
        },
        {
          heading: 'Gestionar sus preferencias',
          paragraphs: [
            'Puede cambiar de opinión en cualquier momento: haga clic en «Gestionar mis cookies» al pie de cada página, marque o desmarque «Medición de audiencia» y «Personalización y publicidad» y elija «Guardar mis preferencias». Su nueva elección se aplica de inmediato.',
            'Su elección se guarda en su navegador. Si borra sus datos de navegación o cambia de dispositivo, se le volverá a preguntar.',
          ],
        },
        {
          heading: 'Configuración del navegador',
          paragraphs: [
            'Su navegador también le permite bloquear o eliminar las cookies, sitio por sitio o para todos los sitios. Sin embargo, si bloquea las cookies necesarias no podrá iniciar sesión en su cuenta ni reservar.',
          ],
        },
        {
          heading: 'Plazo de conservación y sus derechos',
          paragraphs: [
            'Nuestras cookies se conservan 13 meses como máximo. Los datos que recogen se tratan como se explica en nuestra página de protección de datos, donde también encontrará sus derechos y cómo ejercerlos.',
            `Puede presentar una reclamación ante ${local.supervisoryAuthority}.`,
          ],
        },
      ],
    }),
    it: (local) => ({
      title: 'Cookie policy',
      sections: [
        {
          heading: 'Che cos’è un cookie?',
          paragraphs: [
            'Un cookie è un piccolo file di testo che un sito salva nel tuo browser per riconoscerlo alle visite successive. Usiamo anche la memoria locale del browser, che funziona allo stesso modo: questa pagina vale per entrambi.',
            'Suddividiamo i nostri cookie in tre categorie. Solo i cookie necessari vengono installati senza il tuo consenso; gli altri aspettano la tua scelta.',
          ],
        },
        {
          heading: 'Cookie necessari',
          paragraphs: [
            'Fanno funzionare il sito e non possono essere disattivati: l’accesso al tuo account cliente, la sessione di un codice regalo, la sicurezza dei pagamenti, la lingua scelta sul sito belga (cookie lastLanguage) e la memorizzazione delle tue scelte sui cookie.',
            'La tua lista dei desideri, le offerte viste di recente e la personalizzazione di un regalo in corso restano solo nel tuo browser: non ci vengono inviate.',
          ],
        },
        {
          heading: 'Misurazione del pubblico',
          paragraphs: [
            'Questi cookie ci dicono come viene usato il sito: pagine viste, ricerche effettuate, passaggi in cui una prenotazione si interrompe. I risultati sono statistici e ci servono a migliorare il sito.',
            'Vengono installati solo con il tuo consenso.',
          ],
        },
        {
          heading: 'Personalizzazione e pubblicità',
          paragraphs: [
            'Questi cookie ci permettono di mostrarti offerte adatte ai tuoi gusti, sul nostro sito e altrove, e di sapere quale partner (comparatore, sito affiliato, social network) ti ha portato da noi.',
            'Vengono installati solo con il tuo consenso. Senza di essi vedrai comunque della pubblicità, ma non terrà conto dei tuoi interessi.',
          ],
        },
        {
          heading: 'Gestire le tue scelte',
          paragraphs: [
            'Puoi cambiare idea in qualsiasi momento: fai clic su «Gestisci i cookie» in fondo a ogni pagina, seleziona o deseleziona «Misurazione del pubblico» e «Personalizzazione e pubblicità», poi scegli «Salva le mie scelte». La nuova scelta si applica subito.',
            'La tua scelta è salvata nel browser. Se cancelli i dati di navigazione o cambi dispositivo, ti verrà chiesta di nuovo.',
          ],
        },
        {
          heading: 'Impostazioni del browser',
          paragraphs: [
            'Il tuo browser ti permette anche di bloccare o eliminare i cookie, sito per sito o per tutti i siti. Se però blocchi i cookie necessari non potrai accedere al tuo account né prenotare.',
          ],
        },
        {
          heading: 'Durata di conservazione e i tuoi diritti',
          paragraphs: [
            'I nostri cookie sono conservati al massimo 13 mesi. I dati che raccolgono sono trattati come spiegato nella pagina Protezione dei dati, dove trovi anche i tuoi diritti e come esercitarli.',
            `Puoi proporre reclamo presso ${local.supervisoryAuthority}.`,
          ],
        },
      ],
    }),
    nl: (local) => ({
      title: 'Cookiebeleid',
      sections: [
        {
          heading: 'Wat is een cookie?',
          paragraphs: [
            'Een cookie is een klein tekstbestand dat een site in je browser opslaat om die bij een volgend bezoek te herkennen. We gebruiken ook de lokale opslag van je browser, die op dezelfde manier werkt: deze pagina geldt voor allebei.',
            'We delen onze cookies in drie categorieën in. Alleen noodzakelijke cookies plaatsen we zonder je toestemming; de andere wachten op je keuze.',
          ],
        },
        {
          heading: 'Noodzakelijke cookies',
          paragraphs: [
            'Ze laten de site werken en kunnen niet worden uitgeschakeld: het inloggen op je klantaccount, de sessie van een cadeaucode, de beveiliging van betalingen, de gekozen taal op de Belgische site (cookie lastLanguage) en het bewaren van je cookiekeuzes.',
            'Je verlanglijst, de onlangs bekeken aanbiedingen en een cadeau dat je aan het personaliseren bent, blijven alleen in je browser: ze worden niet naar ons gestuurd.',
          ],
        },
        {
          heading: 'Bezoekersstatistieken',
          paragraphs: [
            'Deze cookies laten ons zien hoe de site wordt gebruikt: bekeken pagina’s, zoekopdrachten, stappen waarop een boeking stopt. De resultaten zijn statistisch en helpen ons de site te verbeteren.',
            'We plaatsen ze alleen met je toestemming.',
          ],
        },
        {
          heading: 'Personalisatie en advertenties',
          paragraphs: [
            'Met deze cookies tonen we je aanbiedingen die bij je passen, op onze site en elders, en weten we welke partner (vergelijkingssite, affiliate, sociaal netwerk) je naar ons heeft gebracht.',
            'We plaatsen ze alleen met je toestemming. Zonder deze cookies zie je nog steeds advertenties, maar die houden geen rekening met je interesses.',
          ],
        },
        {
          heading: 'Je keuzes beheren',
          paragraphs: [
            'Je kunt je keuze altijd wijzigen: klik onderaan elke pagina op ‘Mijn cookies beheren’, vink ‘Bezoekersstatistieken’ en ‘Personalisatie en advertenties’ aan of uit en kies ‘Mijn keuzes opslaan’. Je nieuwe keuze geldt meteen.',
            'Je keuze wordt in je browser bewaard. Wis je je browsergegevens of gebruik je een ander toestel, dan vragen we het je opnieuw.',
          ],
        },
        {
          heading: 'Browserinstellingen',
          paragraphs: [
            'In je browser kun je cookies ook blokkeren of verwijderen, per site of voor alle sites. Blokkeer je de noodzakelijke cookies, dan kun je echter niet inloggen op je account of boeken.',
          ],
        },
        {
          heading: 'Bewaartermijn en je rechten',
          paragraphs: [
            'Onze cookies worden hooguit 13 maanden bewaard. De gegevens die ze verzamelen, verwerken we zoals uitgelegd op onze pagina Gegevensbescherming, waar je ook je rechten vindt en hoe je ze uitoefent.',
            `Je kunt een klacht indienen bij ${local.supervisoryAuthority}.`,
          ],
        },
      ],
    }),
  },
};
