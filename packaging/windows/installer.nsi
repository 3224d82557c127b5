; The Windows installer of ttt-desktop, built with NSIS by packaging/windows/build:
;
;   makensis -INPUTCHARSET UTF8 -DVERSION=1.0.0 -DROOT=<checkout> -DOUTFILE=<setup.exe> installer.nsi
;
; Per user, with no administrator rights: the program goes to %LOCALAPPDATA%\Programs\ttt-desktop,
; a shortcut to the Start menu, and an uninstaller that "Apps & features" lists (the Uninstall key
; under HKCU, with the icon, version, publisher and size). /S installs and uninstalls silently.
; The uninstaller removes the program, the shortcut and the key, and keeps the player's settings
; (HKCU\Software\ttt-desktop) and history (%APPDATA%\ttt-desktop), saying so.
; The saved game's file type (.ttt) is registered for the current user in its own sections below
; ("FILE TYPE"), and the uninstaller removes it.
Unicode true
; A 64-bit installer for a 64-bit program (and Wine runs it without the 32-bit wine32)
Target amd64-unicode
!include "MUI2.nsh"

!ifndef VERSION
  !error "define VERSION (-DVERSION=1.0.0)"
!endif
!ifndef ROOT
  !error "define ROOT, the checkout (-DROOT=...)"
!endif
!ifndef OUTFILE
  !define OUTFILE "${ROOT}/dist/ttt-desktop-setup-${VERSION}.exe"
!endif

!define APP "ttt-desktop"
!define DISPLAY_NAME "Tic-Tac-Toe"
!define PUBLISHER "ttt-desktop developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

Name "${DISPLAY_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
RequestExecutionLevel user
SetCompressor /SOLID lzma
ShowInstDetails show
ShowUninstDetails show
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${DISPLAY_NAME} (${APP}) installer"
VIAddVersionKey /LANG=1033 "FileDescription" "Installs ${DISPLAY_NAME} for the current user"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT License, ${PUBLISHER}"

!define MUI_ICON "${ROOT}/resources/icons/ttt-desktop.ico"
!define MUI_UNICON "${ROOT}/resources/icons/ttt-desktop.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP}.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Japanese"

LangString KEPT ${LANG_ENGLISH} "Your settings (HKEY_CURRENT_USER\Software\${APP}) and game history ($APPDATA\${APP}) are kept. Delete them by hand to remove them too."
LangString KEPT ${LANG_JAPANESE} "設定 (HKEY_CURRENT_USER\Software\${APP}) と対局の記録 ($APPDATA\${APP}) は残してあります。消すときは手で削除してください。"

Section "${DISPLAY_NAME}"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${ROOT}/dist/${APP}.exe"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${DISPLAY_NAME}.lnk" "$INSTDIR\${APP}.exe" "" "$INSTDIR\${APP}.exe" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${DISPLAY_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP}.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; EstimatedSize is in KiB: the program and the uninstaller
  FileOpen $0 "$INSTDIR\${APP}.exe" r
  FileSeek $0 0 END $1
  FileClose $0
  IntOp $1 $1 / 1024
  IntOp $1 $1 + 64
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $1
SectionEnd

; ---- FILE TYPE (issue 23): a saved game (.ttt) opens in the game, with the game's icon ---------
; HKCU\Software\Classes only: no administrator rights. A second launch hands the file to the game
; already running (ttt_desktop/single_instance.py).
!define FILE_CLASS "${APP}.game"
Section "-File type"
  WriteRegStr HKCU "Software\Classes\.ttt" "" "${FILE_CLASS}"
  WriteRegStr HKCU "Software\Classes\.ttt" "Content Type" "application/x-ttt-game"
  WriteRegStr HKCU "Software\Classes\.ttt" "PerceivedType" "text"
  WriteRegStr HKCU "Software\Classes\.ttt\OpenWithProgids" "${FILE_CLASS}" ""
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}" "" "Tic-tac-toe game"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}\DefaultIcon" "" "$INSTDIR\${APP}.exe,0"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}\shell\open\command" "" '"$INSTDIR\${APP}.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; SHCNE_ASSOCCHANGED
SectionEnd

Section "-un.File type"
  DeleteRegKey HKCU "Software\Classes\${FILE_CLASS}"
  DeleteRegValue HKCU "Software\Classes\.ttt\OpenWithProgids" "${FILE_CLASS}"
  ReadRegStr $0 HKCU "Software\Classes\.ttt" ""
  StrCmp $0 "${FILE_CLASS}" 0 file_type_kept  ; another program took .ttt since: leave it
    DeleteRegKey HKCU "Software\Classes\.ttt"
  file_type_kept:
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
; ---- END FILE TYPE -------------------------------------------------------------------------------

Section "Uninstall"
  SetShellVarContext current
  Delete "$INSTDIR\${APP}.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${DISPLAY_NAME}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DetailPrint "$(KEPT)"
  MessageBox MB_OK|MB_ICONINFORMATION "$(KEPT)" /SD IDOK
SectionEnd
