import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Términos y condiciones',
    intro:
      'Estas condiciones regulan el uso de {{siteName}}. Léelas con atención antes de crear una cuenta o comprar créditos. Versión del {{termsDate}}.',
    sections: [
      {
        heading: '1. Ámbito de aplicación y proveedor',
        paragraphs: [
          '{{siteName}}, accesible en {{domain}}, es un servicio de citas y chat en línea para adultos gestionado por {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, inscrita en el registro mercantil (KvK) con el número {{kvk}}. En estas condiciones, «nosotros» se refiere a {{companyName}}.',
          'Estas condiciones se aplican a cada visita y a todo uso de {{siteName}}, incluidas todas las compras de créditos. La presente versión está vigente desde el {{termsDate}}.',
        ],
      },
      {
        heading: '2. Requisitos y cuenta',
        paragraphs: [
          'Solo puedes utilizar {{siteName}} si tienes al menos {{minimumAge}} años. Podemos pedirte que confirmes tu edad y cerraremos cualquier cuenta cuando tengamos motivos para creer que su titular es menor de edad.',
          'Cada persona puede tener una sola cuenta. La cuenta es personal: no compartas tus datos de acceso ni permitas que otra persona la utilice.',
          'Facilita datos veraces al registrarte y mantenlos actualizados. Eres responsable de toda la actividad que se realice desde tu cuenta.',
          'Al crear una cuenta aceptas estas condiciones y nuestra política de privacidad.',
        ],
      },
      {
        heading: '3. Créditos, membresía premium y pagos',
        paragraphs: [
          'Enviar mensajes y regalos, así como algunas otras funciones, cuesta créditos. Los créditos se venden en paquetes y el coste de cada función se indica antes de utilizarla. Todos los precios incluyen el IVA.',
          'Tu primera compra de cualquier paquete de créditos te convierte en miembro premium de por vida, sin coste adicional. Los miembros premium pueden ver todas las fotos de los demás miembros y subir hasta 25 fotos propias.',
          'Los miembros gratuitos pueden subir hasta 3 fotos, iniciar hasta 2 conversaciones y enviar un número limitado de mensajes gratuitos. Algunas fotos de otros miembros solo son visibles para los miembros premium.',
          'Al completar un pago aceptas las condiciones de pago que se muestran al pagar, incluido el almacenamiento de tus datos de pago para compras futuras. Los créditos se abonan en tu cuenta en cuanto se confirma el pago.',
        ],
      },
      {
        heading: '4. Perfiles ficticios y moderación',
        paragraphs: [
          'Para que el servicio resulte animado y entretenido, algunos perfiles de {{siteName}} son ficticios y los gestionamos nosotros. Cada perfil ficticio está claramente marcado con un icono y un aviso.',
          'Las conversaciones con perfiles ficticios tienen únicamente fines de entretenimiento. No es posible conocer en persona a un perfil ficticio, y los mensajes que se le envían cuestan créditos igual que cualquier otro mensaje.',
          'Moderamos los perfiles, las fotos y el contenido denunciado. Podemos eliminar contenido o restringir cuentas que infrinjan estas condiciones.',
        ],
      },
      {
        heading: '5. Normas de conducta',
        paragraphs: [
          'Trata a los demás miembros con respeto. En {{siteName}} no está permitido:',
          '- el acoso, las amenazas, los mensajes de odio o la discriminación\n- cualquier contenido que muestre o implique a menores de edad\n- la publicidad, la captación comercial, el spam o las peticiones de dinero\n- hacerse pasar por otra persona o utilizar fotos sobre las que no tienes derechos\n- compartir datos personales de otras personas sin su consentimiento',
          'Puedes bloquear a cualquier miembro desde su perfil. Al bloquearlo se eliminan vuestras conversaciones y «me gusta» y se impide cualquier contacto posterior. También puedes denunciar a un miembro o un contenido.',
          'Si incumples estas normas, podemos eliminar contenido, suspender tu cuenta o restringir de forma permanente tu acceso a {{siteName}}.',
        ],
      },
      {
        heading: '6. Baja y eliminación de la cuenta',
        paragraphs: [
          'Puedes eliminar tu cuenta en cualquier momento desde la configuración de tu cuenta. No es necesario que indiques el motivo, aunque agradecemos tus comentarios.',
          'Tras eliminarla, tu cuenta queda pendiente de eliminación durante 14 días. En ese plazo puedes reactivarla con el enlace del correo electrónico que te enviamos; pasados los 14 días, tu cuenta y tu perfil se eliminan definitivamente.',
          'Si reactivas tu cuenta en un plazo de 14 días, conservas los créditos restantes. Tras la eliminación definitiva, los créditos no utilizados ya no pueden usarse ni se reembolsan, salvo que nuestra política de devoluciones o la legislación imperativa dispongan otra cosa.',
          'Podemos cerrar una cuenta que infrinja estas condiciones de forma grave o reiterada. Cuando proceda, te explicaremos el motivo.',
        ],
      },
      {
        heading: '7. Derecho de desistimiento y reembolsos',
        paragraphs: [
          'Como consumidor, dispones de un derecho de desistimiento de {{refundDays}} días para las compras de créditos, en las condiciones establecidas en nuestra política de devoluciones.',
          'Dado que los créditos son contenido digital que se entrega de inmediato, el derecho de desistimiento no se aplica a los créditos que ya hayas utilizado. Nuestra política de devoluciones explica cómo solicitar el reembolso de los créditos no utilizados.',
        ],
      },
      {
        heading: '8. Responsabilidad y modificaciones',
        paragraphs: [
          'Hacemos todo lo posible para que {{siteName}} esté disponible y sea seguro, pero no podemos garantizar un funcionamiento ininterrumpido ni libre de errores. No somos responsables de lo que digan o hagan los miembros ni de los encuentros que acuerden entre ellos.',
          'Nuestra responsabilidad se limita al importe que nos hayas pagado por créditos, salvo en caso de dolo o negligencia grave o cuando la legislación imperativa no permita tal limitación.',
          'Podemos modificar estas condiciones, por ejemplo cuando añadamos nuevas funciones o cambie la legislación. Informaremos a los miembros de los cambios importantes con la debida antelación; la fecha de versión indicada al principio muestra qué versión está vigente.',
        ],
      },
      {
        heading: '9. Legislación aplicable y contacto',
        paragraphs: [
          'Estas condiciones se rigen por el derecho del país en el que {{companyName}} tiene su domicilio social ({{companyCountry}}). Ello no afecta a las normas imperativas de protección de los consumidores del país en el que resides.',
          'Siempre intentaremos resolver primero cualquier desacuerdo de común acuerdo contigo. Si no es posible, el litigio se someterá al tribunal competente, sin perjuicio de tus derechos como consumidor.',
          '¿Tienes preguntas sobre estas condiciones? Escríbenos a {{supportEmail}} o llámanos al {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidad',
    intro:
      'Nos tomamos muy en serio la protección de tus datos personales. Esta política explica qué datos trata {{siteName}}, por qué lo hacemos y qué derechos te reconoce el Reglamento General de Protección de Datos (RGPD).',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          'El responsable del tratamiento de tus datos personales es {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, inscrita en el registro mercantil (KvK) con el número {{kvk}}.',
          'Para cualquier pregunta sobre tu privacidad puedes escribirnos a {{supportEmail}} o llamarnos al {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Datos que recopilamos',
        paragraphs: [
          'Según el uso que hagas de {{siteName}}, tratamos los siguientes datos:',
          '- Datos de la cuenta: dirección de correo electrónico, nombre de usuario, contraseña (almacenada solo en forma cifrada mediante hash) y fecha de nacimiento\n- Datos del perfil: sexo, orientación, región y ciudad, descripción, intereses y cualquier otro dato que decidas añadir\n- Mensajes, «me gusta» y regalos que envías y recibes\n- Fotos que subes\n- Referencias de pago: número de pedido, importe, método y estado del pago (los datos completos de tu tarjeta o cuenta bancaria los gestionan nuestros proveedores de pago)\n- Datos de dispositivo y de uso: dirección IP, tipo de navegador, configuración de idioma, horas de inicio de sesión y páginas visitadas\n- Cookies y tecnologías similares, tal como se describe en nuestra política de cookies',
          'Algunos datos del perfil, como tu orientación sexual, revelan aspectos de tu vida privada. Añadirlos es siempre decisión tuya; los tratamos sobre la base de tu consentimiento explícito y únicamente para prestar el servicio.',
        ],
      },
      {
        heading: '3. Finalidades y bases jurídicas',
        paragraphs: [
          'Utilizamos tus datos solo para finalidades claramente definidas, cada una con una base jurídica conforme al RGPD:',
          '- Crear y gestionar tu cuenta, mostrar tu perfil y entregar tus mensajes (ejecución del contrato que tenemos contigo)\n- Tramitar los pagos y llevar nuestra contabilidad (ejecución del contrato y obligaciones legales)\n- Mantener la plataforma segura, prevenir el fraude y comprobar que los miembros son adultos (interés legítimo y obligaciones legales)\n- Enviar correos del servicio, como la confirmación de tu dirección de correo electrónico y las notificaciones que hayas activado (ejecución del contrato)\n- Enviar boletines y ofertas y utilizar cookies no esenciales (tu consentimiento, que puedes retirar en cualquier momento)\n- Mejorar el servicio a partir de estadísticas agregadas (interés legítimo)',
          'Puedes cambiar tus preferencias de correo electrónico en cualquier momento en la configuración de notificaciones o mediante el enlace para darse de baja que incluye cada correo.',
        ],
      },
      {
        heading: '4. Qué pueden ver los demás',
        paragraphs: [
          'Otros miembros y visitantes pueden ver tu nombre de usuario, tu edad (nunca tu fecha de nacimiento), tu región y ciudad, los datos de perfil que hayas completado y las fotos que compartas. Algunas fotos solo son visibles para los miembros premium.',
          'Tu ubicación exacta nunca se muestra a los demás. Si permites la geolocalización, la utilizamos únicamente para determinar tu región y ciudad y mostrarte miembros cercanos.',
          'Tu dirección de correo electrónico, tus datos de pago y tus mensajes nunca son visibles para otros miembros, salvo los mensajes que intercambies con ellos.',
        ],
      },
      {
        heading: '5. Comunicación de datos y encargados del tratamiento',
        paragraphs: [
          'No vendemos tus datos personales ni los compartimos con terceros para sus propios fines de marketing.',
          'Trabajamos con proveedores cuidadosamente seleccionados que tratan datos por cuenta nuestra en virtud de un contrato de encargo del tratamiento: proveedores de pago, proveedores de alojamiento y almacenamiento, y servicios de envío de correo electrónico. Solo pueden utilizar tus datos para prestarnos sus servicios.',
          'Si un proveedor se encuentra fuera del Espacio Económico Europeo, nos aseguramos de que tus datos estén adecuadamente protegidos, por ejemplo mediante las cláusulas contractuales tipo de la Comisión Europea. Solo comunicamos datos a las autoridades cuando estamos legalmente obligados a ello.',
        ],
      },
      {
        heading: '6. Cuánto tiempo conservamos tus datos',
        paragraphs: [
          'Conservamos tus datos mientras tengas una cuenta. Si eliminas tu cuenta, esta queda pendiente de eliminación durante 14 días para que todavía puedas reactivarla; después eliminamos o anonimizamos tu perfil, tus fotos y tus mensajes.',
          'Las facturas y los registros de pago se conservan durante el plazo que exige la legislación fiscal y contable. Los registros de seguridad se conservan solo durante un tiempo limitado y después se eliminan.',
        ],
      },
      {
        heading: '7. Tus derechos',
        paragraphs: [
          'De acuerdo con el RGPD, tienes derecho a:',
          '- acceder a los datos personales que tenemos sobre ti\n- rectificar los datos inexactos\n- solicitar la supresión de tus datos\n- recibir tus datos en un formato estructurado y de uso común (portabilidad)\n- oponerse al tratamiento basado en el interés legítimo y, en cualquier momento, al marketing directo\n- solicitar la limitación del tratamiento en determinados casos\n- retirar tu consentimiento en cualquier momento, sin que ello afecte al tratamiento realizado con anterioridad',
          'Puedes modificar tú mismo la mayoría de tus datos en tu perfil y en la configuración. Para cualquier otra solicitud, escribe a {{supportEmail}} desde la dirección vinculada a tu cuenta; respondemos en el plazo de un mes y podemos pedirte que verifiques tu identidad.',
          'También tienes derecho a presentar una reclamación ante una autoridad de control de protección de datos, en particular la del país de la UE en el que residas o trabajes (en España, la Agencia Española de Protección de Datos) o la del país en el que {{companyName}} está establecida.',
        ],
      },
      {
        heading: '8. Seguridad',
        paragraphs: [
          'Protegemos tus datos con medidas técnicas y organizativas adecuadas, como conexiones cifradas (HTTPS), contraseñas cifradas mediante hash, controles de acceso y actualizaciones de seguridad periódicas.',
          'Mantén tu contraseña en secreto y no la utilices en otros sitios web. Si sospechas que otra persona tiene acceso a tu cuenta, cambia la contraseña y escríbenos a {{supportEmail}}.',
          'Si se produce una violación de la seguridad que ponga en riesgo tus datos, lo notificaremos a la autoridad de control y, cuando sea obligatorio, te informaremos sin dilación indebida.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Política de cookies',
    intro:
      'Esta política explica qué cookies y tecnologías similares utiliza {{siteName}} y cómo puedes controlarlas.',
    sections: [
      {
        heading: '1. ¿Qué son las cookies?',
        paragraphs: [
          'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. Permiten al sitio recordar, por ejemplo, que has iniciado sesión o qué idioma prefieres.',
          'Otras tecnologías similares, como el almacenamiento local de tu navegador, funcionan de forma parecida. En esta política nos referimos a todas ellas como cookies.',
        ],
      },
      {
        heading: '2. Cookies estrictamente necesarias',
        paragraphs: [
          'Estas cookies son necesarias para que {{siteName}} funcione y no pueden desactivarse. No requieren tu consentimiento.',
          '- Cookie de sesión (su nombre empieza por «auth.»): mantiene tu sesión iniciada; caduca a los 30 días\n- Cookie de idioma «i18n_redirected»: recuerda el idioma que has elegido; caduca a los 365 días\n- Aviso de acceso al sitio (guardado en el almacenamiento local): recuerda que has cerrado el aviso sobre contenido para adultos, para no mostrarlo en cada visita',
        ],
      },
      {
        heading: '3. Cookies funcionales y analíticas',
        paragraphs: [
          'Solo utilizamos cookies funcionales y analíticas si nos has dado tu consentimiento. Nos ayudan a recordar tus preferencias y a entender cómo se usa el sitio para poder mejorarlo.',
          'Los datos analíticos solo se utilizan de forma agregada. Puedes retirar tu consentimiento en cualquier momento; a partir de entonces dejaremos de utilizar estas cookies.',
        ],
      },
      {
        heading: '4. Gestionar las cookies en tu navegador',
        paragraphs: [
          'Puedes ver y eliminar las cookies en cualquier momento desde la configuración de tu navegador, o bloquearlas por completo. La sección de ayuda de tu navegador te explica cómo hacerlo.',
          'Ten en cuenta que, si bloqueas las cookies estrictamente necesarias, no podrás iniciar sesión y algunas partes de {{siteName}} no funcionarán.',
        ],
      },
      {
        heading: '5. Contacto',
        paragraphs: [
          '¿Tienes preguntas sobre las cookies o sobre cómo tratamos tus datos personales? Escríbenos a {{supportEmail}}. Encontrarás más información en nuestra política de privacidad.',
        ],
      },
    ],
  },

  faq: {
    title: 'Preguntas frecuentes',
    intro:
      'Respuestas a las preguntas que más nos hacen. ¿No encuentras lo que buscas? Nuestro servicio de atención al cliente te ayudará con mucho gusto.',
    sections: [
      {
        heading: '¿Cómo funcionan los créditos?',
        paragraphs: [
          'Los créditos son la moneda de {{siteName}}. Los utilizas para enviar mensajes y regalos y para algunas otras funciones; el coste se muestra siempre antes de gastar créditos.',
          'Los créditos se compran en paquetes y puedes recargar en cualquier momento. Tu saldo actual está siempre visible en tu cuenta.',
        ],
      },
      {
        heading: '¿Qué me aporta la membresía premium?',
        paragraphs: [
          'Tu primera compra de cualquier paquete de créditos te convierte en miembro premium de por vida, sin coste adicional. Como miembro premium puedes ver todas las fotos de los demás miembros, subir hasta 25 fotos y usar las funciones de chat reservadas a los miembros premium.',
          'Los miembros gratuitos pueden subir hasta 3 fotos e iniciar hasta 2 conversaciones.',
        ],
      },
      {
        heading: '¿Registrarse es gratis?',
        paragraphs: [
          'Sí. Crear una cuenta y un perfil es gratis, y puedes buscar y ver miembros y dar «me gusta» a perfiles sin pagar. Los nuevos miembros reciben además un número limitado de mensajes gratuitos.',
          'Solo pagas cuando compras créditos. No hay suscripción: tú decides cuándo y cuántos créditos compras.',
        ],
      },
      {
        heading: '¿Por qué tengo que confirmar mi dirección de correo electrónico?',
        paragraphs: [
          'Confirmar tu dirección de correo electrónico demuestra que realmente te pertenece y ayuda a proteger tu cuenta. Mientras no la hayas confirmado, los demás miembros no pueden responder a tus mensajes.',
          'Haz clic en el enlace del correo de activación que te enviamos al registrarte. ¿No lo has recibido? Revisa la carpeta de correo no deseado o ponte en contacto con el servicio de atención al cliente.',
        ],
      },
      {
        heading: '¿Son reales todos los perfiles?',
        paragraphs: [
          'La mayoría de los perfiles pertenecen a miembros reales. Sin embargo, algunos perfiles son ficticios y los gestionamos nosotros con fines de entretenimiento.',
          'Los perfiles ficticios están siempre marcados con un icono y un aviso en el perfil. No es posible conocerlos en persona; nuestros términos y condiciones lo explican con más detalle.',
        ],
      },
      {
        heading: '¿Cómo bloqueo a alguien?',
        paragraphs: [
          'Abre el perfil del miembro y elige la opción de bloquear. Se eliminan vuestras conversaciones y «me gusta», y ese miembro ya no podrá ver tu perfil ni ponerse en contacto contigo.',
          'Puedes desbloquear a un miembro desde su perfil en cualquier momento. Si alguien incumple las normas, denúncialo también.',
        ],
      },
      {
        heading: '¿Cómo elimino mi cuenta?',
        paragraphs: [
          'Ve a la configuración y elige la opción de eliminar tu cuenta. Puedes indicarnos por qué te vas, lo que nos ayuda a mejorar.',
          'A continuación, tu cuenta queda pendiente de eliminación durante 14 días. En ese plazo puedes reactivarla con el enlace del correo electrónico que te enviamos; después se elimina definitivamente.',
        ],
      },
      {
        heading: '¿Cómo cambio el idioma?',
        paragraphs: [
          'Utiliza el menú de idiomas de la parte superior de la página. Los idiomas disponibles dependen de tu país.',
          'Si has iniciado sesión, tu elección se guarda en tu cuenta, de modo que {{siteName}} también aparecerá en ese idioma en tus otros dispositivos.',
        ],
      },
      {
        heading: '¿Qué métodos de pago puedo utilizar?',
        paragraphs: [
          'Según tu país, puedes pagar, entre otros, con tarjeta de crédito, PayPal, Apple Pay, iDEAL, Bancontact, Przelewy24, BLIK, paysafecard, adeudo directo SEPA o transferencia bancaria. Los métodos disponibles para ti se muestran al pagar.',
          'Nuestros proveedores de pago procesan los pagos de forma segura. Nosotros nunca vemos los datos completos de tu tarjeta.',
        ],
      },
      {
        heading: '¿Cómo me pongo en contacto con el servicio de atención al cliente?',
        paragraphs: [
          'Escríbenos a {{supportEmail}} o llámanos al {{supportPhone}}. Indica tu nombre de usuario y, si tu pregunta se refiere a un pago, el número de pedido.',
          'Respondemos a todos los mensajes lo antes posible. Encontrarás más ayuda en nuestra página de atención al cliente.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Política de devoluciones',
    intro:
      'Esta política explica tu derecho de desistimiento al comprar créditos en {{siteName}} y cómo solicitar un reembolso.',
    sections: [
      {
        heading: '1. Derecho de desistimiento',
        paragraphs: [
          'Como consumidor, puedes desistir de una compra de créditos en un plazo de {{refundDays}} días sin necesidad de indicar el motivo. El plazo de desistimiento empieza a contar el día en que se completa la compra.',
        ],
      },
      {
        heading: '2. Contenido digital y créditos ya utilizados',
        paragraphs: [
          'Los créditos son contenido digital que se entrega inmediatamente después del pago. Al comprar créditos, aceptas que la entrega comience de inmediato y reconoces que el derecho de desistimiento se extingue respecto de los créditos que utilices.',
          'Por tanto, puedes desistir respecto de los créditos que aún no hayas utilizado. Los créditos ya gastados en mensajes, regalos u otras funciones no se reembolsan.',
          'Si has utilizado parte de un paquete, te reembolsamos el valor de los créditos no utilizados en proporción al precio que pagaste por el paquete.',
        ],
      },
      {
        heading: '3. Cómo solicitar un reembolso',
        paragraphs: [
          'Envía un correo electrónico a {{supportEmail}} en un plazo de {{refundDays}} días desde tu compra. Indica tu nombre de usuario, la dirección de correo electrónico de tu cuenta y el número de pedido de la compra.',
          'Encontrarás el número de pedido en el resumen de transacciones de tu cuenta. Te confirmaremos la recepción de tu solicitud por correo electrónico.',
        ],
      },
      {
        heading: '4. Forma y plazo del reembolso',
        paragraphs: [
          'Te devolvemos el importe mediante el mismo método de pago que utilizaste para la compra, salvo que acordemos expresamente otra cosa contigo. El reembolso no te supondrá ningún gasto.',
          'El reembolso se efectúa a más tardar 14 días después de recibir tu solicitud. Los créditos reembolsados se retiran de tu cuenta.',
        ],
      },
      {
        heading: '5. Reclamaciones',
        paragraphs: [
          '¿No estás satisfecho con nuestro servicio o con la tramitación de tu solicitud? Escríbenos a {{supportEmail}} y describe tu reclamación con la mayor claridad posible.',
          'Te responderemos en un plazo de 14 días. Si tu reclamación requiere más tiempo, te indicaremos cuándo puedes esperar una respuesta completa.',
          'Si no llegamos juntos a una solución, puedes someter el litigio a un organismo de resolución alternativa de litigios o al tribunal competente.',
        ],
      },
    ],
  },

  service: {
    title: 'Atención al cliente',
    intro:
      '¿Tienes preguntas o comentarios, o necesitas ayuda? Nuestro equipo de atención al cliente te atenderá con mucho gusto.',
    sections: [
      {
        heading: '1. Cómo contactarnos',
        paragraphs: [
          '- Correo electrónico: {{supportEmail}}\n- Teléfono: {{supportPhone}}',
          'Puedes llamarnos los días laborables en horario de oficina (hora de Europa Central). Respondemos a los correos electrónicos lo antes posible.',
          'Indica siempre tu nombre de usuario para que podamos ayudarte rápidamente. Por tu seguridad, nunca te pediremos tu contraseña.',
        ],
      },
      {
        heading: '2. Preguntas sobre pagos',
        paragraphs: [
          'Si tienes preguntas sobre un pago, tus créditos o un reembolso, indica el número de pedido, la fecha y el importe. Encontrarás tus pedidos en el resumen de transacciones de tu cuenta.',
          '¿No ves tus créditos después de un pago correcto? Espera unos minutos y actualiza la página antes de contactarnos. Algunos métodos de pago, como la transferencia bancaria, tardan más en confirmarse.',
          'Para los reembolsos, consulta nuestra política de devoluciones.',
        ],
      },
      {
        heading: '3. Ayuda con la cuenta y el inicio de sesión',
        paragraphs: [
          '¿Has olvidado tu contraseña? Utiliza el enlace para recuperar la contraseña de la página de inicio de sesión y recibirás por correo electrónico un enlace para restablecerla. El enlace es válido durante un tiempo limitado; si ha caducado, solicita uno nuevo.',
          '¿No has recibido el correo de activación o de restablecimiento? Revisa la carpeta de correo no deseado y comprueba que tu dirección de correo electrónico está bien escrita.',
          '¿Has eliminado tu cuenta por error? Puedes reactivarla en un plazo de 14 días con el enlace del correo electrónico que te enviamos, o ponerte en contacto con nosotros.',
        ],
      },
      {
        heading: '4. Denunciar a un miembro o un contenido',
        paragraphs: [
          'Si un miembro se comporta de forma inapropiada, te pide dinero, parece tener menos de {{minimumAge}} años o publica contenido que infringe nuestras condiciones, denúncialo a {{supportEmail}}. Indica el nombre de usuario del miembro y describe brevemente lo ocurrido.',
          'Revisamos cada denuncia con atención y tomamos medidas cuando es necesario. También puedes bloquear al miembro de inmediato desde su perfil.',
        ],
      },
      {
        heading: '5. Datos de la empresa',
        paragraphs: [
          '{{siteName}} es un servicio de:',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Registro mercantil (KvK): {{kvk}}\n- Número de IVA: {{vatNumbers}}\n- Nombres comerciales: {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Acceso restringido',
    intro:
      'Tu acceso a {{siteName}} ha sido restringido. A continuación te explicamos por qué ocurre esto y qué puedes hacer.',
    sections: [
      {
        heading: '1. Tu acceso ha sido restringido',
        paragraphs: [
          'Restringimos el acceso cuando tenemos motivos para creer que se han infringido nuestros términos y condiciones. Esto puede ocurrir, por ejemplo, tras infracciones graves o reiteradas de nuestras normas de conducta, cuando sospechamos que un usuario tiene menos de {{minimumAge}} años o en casos de sospecha de fraude o de uso indebido de medios de pago.',
          'Mientras la restricción esté vigente, no podrás iniciar sesión ni utilizar el servicio.',
        ],
      },
      {
        heading: '2. Qué puedes hacer',
        paragraphs: [
          'Si crees que se trata de un error, escribe a {{supportEmail}} desde la dirección vinculada a tu cuenta. Indica tu nombre de usuario y cualquier información que pueda ayudarnos.',
          'Revisamos cada solicitud de forma individual. Esto suele tardar unos días laborables y te comunicaremos el resultado por correo electrónico.',
        ],
      },
      {
        heading: '3. Recurso',
        paragraphs: [
          'Si no estás de acuerdo con nuestra decisión, puedes recurrirla respondiendo a nuestro correo electrónico y explicando tus motivos. Tu recurso lo revisará otro miembro de nuestro equipo.',
          'Esto no afecta a los derechos que te reconoce la legislación aplicable.',
        ],
      },
    ],
  },

  '2257': {
    title: 'Declaración de cumplimiento de 18 U.S.C. 2257',
    intro:
      '{{siteName}} es un servicio de citas y chat en línea para adultos. Esta declaración se refiere a la edad de las personas que aparecen en el contenido visual del sitio.',
    sections: [
      {
        heading: '1. Declaración',
        paragraphs: [
          'Todas las personas que aparecen en el contenido visual producido por el operador de {{siteName}} tenían 18 años o más en el momento en que se creó dicho contenido.',
          'Esto se aplica a todo ese contenido, incluidas las fotos utilizadas en nuestro material promocional y en los perfiles que gestionamos nosotros.',
        ],
      },
      {
        heading: '2. Contenido subido por los miembros',
        paragraphs: [
          'Los miembros suben sus propias fotos. Al crear una cuenta y subir fotos, cada miembro confirma que tiene al menos {{minimumAge}} años, que todas las personas que aparecen son adultas y que es titular de los derechos sobre las fotos o tiene permiso para utilizarlas.',
          'El operador no es el productor principal, en el sentido de 18 U.S.C. 2257, del contenido subido por los miembros. No obstante, revisamos las fotos subidas y eliminamos cualquier contenido que pueda mostrar a un menor.',
        ],
      },
      {
        heading: '3. Custodio de los registros',
        paragraphs: [
          'Los registros exigidos por 18 U.S.C. 2257 para el contenido producido por el operador los conserva el custodio de los registros en:',
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
