import type { CompanyContact } from '../estimates';
import type { AccountEmailWords, SignInWords } from '../sign-in';
import { signOffFor } from './estimates';
import { waitWords } from './wait';

// Las páginas para entrar a la cuenta, sus mensajes y los correos de la cuenta, en español.

export const signIn: SignInWords = {
  panel: {
    eyebrow: 'Su cuenta',
    heading: 'Sus ventanas, en un solo lugar',
    points: [
      'Siga cada trabajo, desde la cita hasta el final',
      'Vea las solicitudes de cotización y los mensajes que nos envía',
      'Mantenga sus datos de contacto al día',
    ],
    preferToTalk: '¿Prefiere hablar con alguien?',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre completo',
    emailAddress: 'Correo electrónico',
    confirmPassword: 'Confirme la contraseña',
    newPassword: 'Contraseña nueva',
    confirmNewPassword: 'Confirme la contraseña nueva',
    passwordHint: 'Al menos 6 caracteres',
    rememberMe: 'Recordarme',
  },
  login: {
    title: 'Iniciar sesión',
    heading: 'Inicie sesión o cree su cuenta',
    intro: 'Inicie sesión para ver sus trabajos y administrar su cuenta.',
    metaDescription: (companyName) => `Inicie sesión en su cuenta de ${companyName} para seguir sus trabajos y administrar sus datos.`,
    forgot: '¿Olvidó su contraseña?',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    noAccount: '¿No tiene una cuenta?',
    signUp: 'Regístrese',
    orContinueWith: 'o continúe con',
  },
  register: {
    title: 'Crear una cuenta',
    heading: 'Cree su cuenta',
    intro: 'Siga sus trabajos y tenga sus datos en un solo lugar. Le toma un minuto.',
    metaDescription: (companyName) => `Cree una cuenta de ${companyName} para seguir sus trabajos y sus solicitudes de cotización.`,
    agree: {
      before: 'Al crear una cuenta, usted acepta nuestros',
      terms: 'Términos del servicio',
      and: 'y nuestra',
      privacy: 'Política de privacidad',
      after: '.',
    },
    submit: 'Crear cuenta',
    submitting: 'Creando la cuenta...',
    haveAccount: '¿Ya tiene una cuenta?',
    logIn: 'Inicie sesión',
  },
  forgotPassword: {
    title: 'Olvidé mi contraseña',
    heading: 'Restablezca su contraseña',
    intro: 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    metaDescription: (companyName) => `Restablezca la contraseña de su cuenta de ${companyName}.`,
    submit: 'Enviar el enlace',
    submitting: 'Enviando el enlace...',
    remembered: '¿Ya la recordó?',
    backToLogin: 'Volver a iniciar sesión',
  },
  resetPassword: {
    title: 'Elija una contraseña nueva',
    heading: 'Elija una contraseña nueva',
    intro: 'Elija una contraseña de al menos 6 caracteres. Después, inicie sesión con ella.',
    linkBroken: 'Este enlace ya no funciona',
    addressConfirmed: 'Su correo quedó confirmado. Elija una contraseña para terminar de configurar su cuenta.',
    requestNew: 'Pedir un enlace nuevo',
    submit: 'Guardar la contraseña nueva',
    submitting: 'Guardando...',
  },
  verifyEmail: {
    title: 'Confirme su correo electrónico',
    description: (companyName) => `Confirme el correo electrónico de su cuenta de ${companyName}.`,
    confirmed: 'Correo electrónico confirmado',
    notConfirmed: 'No pudimos confirmar su correo',
    verified:
      'Gracias: su correo electrónico quedó confirmado. Ahora su panel también muestra las solicitudes de cotización y los mensajes que nos envía desde él.',
    expired: 'Este enlace de confirmación ya venció. Inicie sesión y pida uno nuevo desde su panel.',
    invalid: 'Este enlace de confirmación no es válido. Use el último enlace que le enviamos, o pida uno nuevo desde su panel.',
    toRequests: 'Ir a Mis solicitudes',
    logIn: 'Iniciar sesión',
    home: 'Volver al inicio',
  },
  notices: {
    registered: '¡Su cuenta quedó creada! Ya puede iniciar sesión. También le enviamos un correo para confirmar su dirección.',
    reset: 'Su contraseña quedó restablecida. Inicie sesión con su contraseña nueva.',
    social: 'No pudimos iniciar su sesión con ese servicio. Inténtelo de nuevo o inicie sesión con su correo electrónico.',
  },
  messages: {
    allFieldsRequired: 'Todos los campos son obligatorios',
    required: {
      name: 'Escriba su nombre completo',
      email: 'Escriba su correo electrónico',
      password: 'Escriba una contraseña',
      confirmPassword: 'Confirme la contraseña',
    },
    nameTooLong: (max) => `El nombre completo no puede pasar de ${max} caracteres`,
    invalidEmail: 'Escriba un correo electrónico válido',
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid: 'El correo electrónico no es válido',
    passwordRequired: 'Escriba su contraseña',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordTooLong: (max) => `La contraseña no puede pasar de ${max} caracteres`,
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    newPasswordRequired: 'Escriba la contraseña nueva',
    confirmationRequired: 'Confirme la contraseña nueva',
    emailInUse: 'Ese correo electrónico ya tiene una cuenta',
    accountNotCreated: 'No pudimos crear la cuenta. Por favor, inténtelo de nuevo.',
    registrationFailed: 'No pudimos completar el registro. Por favor, inténtelo de nuevo.',
    accountCreated: '¡Listo! Creamos su cuenta. Ahora lo llevamos a la página para iniciar sesión…',
    loginFailed: 'No pudimos iniciar su sesión. Revise su correo electrónico y su contraseña.',
    signInUnavailable: 'No podemos iniciar su sesión en este momento. Inténtelo de nuevo en un momento.',
    resetLinkSent:
      'Si hay una cuenta con ese correo electrónico, le enviamos un enlace para restablecer la contraseña. El enlace sirve una sola vez, durante una hora.',
    resetLinkInvalid: 'Este enlace para restablecer la contraseña no es válido, ya venció o ya se usó. Por favor, pida uno nuevo.',
    resetFailed: 'No pudimos restablecer la contraseña. Por favor, inténtelo de nuevo.',
    unreadable: 'No pudimos leer el formulario. Por favor, inténtelo de nuevo.',
    tooMany: {
      loginAddress: (wait) => `Hubo demasiados intentos de iniciar sesión desde su red. Espere ${wait} y vuelva a intentarlo.`,
      loginAccount: (wait) =>
        `Hubo demasiados intentos de iniciar sesión en esta cuenta. Espere ${wait} y vuelva a intentarlo, o restablezca su contraseña: el enlace que le enviamos por correo desbloquea la cuenta.`,
      registration: (wait) => `Se crearon demasiadas cuentas desde su red. Espere ${wait} y vuelva a intentarlo.`,
      passwordReset: (wait) => `Hubo demasiadas solicitudes para restablecer contraseñas desde su red. Espere ${wait} y vuelva a intentarlo.`,
    },
    wait: waitWords,
  },
};

export const accountEmailsFor = (company: CompanyContact): AccountEmailWords => ({
  greeting: (first) => (first ? `Hola, ${first}:` : 'Hola:'),
  copyLink: (url) => `Si el botón no funciona, copie esta dirección en su navegador:\n${url}`,
  signOff: signOffFor(company),
  passwordReset: {
    subject: `Restablezca su contraseña de ${company.name}`,
    lead: `Alguien pidió restablecer la contraseña de su cuenta de ${company.name}. El enlace de abajo sirve una sola vez, durante una hora.`,
    action: 'Elegir una contraseña nueva',
    after: 'Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
  },
  verification: {
    subject: `Confirme su correo electrónico para ${company.name}`,
    lead: `Gracias por crear una cuenta en ${company.name}. Confirme que esta dirección es suya; así su panel también mostrará las solicitudes de cotización y los mensajes que nos envíe desde ella.`,
    action: 'Confirmar mi correo electrónico',
    after: 'Si usted no creó una cuenta, puede ignorar este correo.',
  },
});
