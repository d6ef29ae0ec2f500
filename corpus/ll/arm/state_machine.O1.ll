; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@program = internal constant [214 x i8] c"int main(void) { int x = 0x1F + 42; /* block * comment */\0A  // line comment\0A  char *s = \22a \\\22quoted\\\22 string\\n\22;\0A  while (x > 0) { x = x - 3; if (x == 7) break; }\0A  return x * 0xff / 12 + foo_bar9(s, 0x0, 777);\0A}\0A\00", align 1
@counts = internal unnamed_addr global [6 x i32] zeroinitializer, align 4
@num_sum = internal unnamed_addr global i32 0, align 4
@main.cands = internal unnamed_addr constant [15 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"-12\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"+3.25\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"6.02E-23\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"-.5\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"1.\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"--1\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"7e+\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"42E+7\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4
@trans = internal unnamed_addr constant [9 x [5 x i8]] [[5 x i8] c"\02\01\09\09\09", [5 x i8] c"\02\09\09\09\09", [5 x i8] c"\02\09\03\05\09", [5 x i8] c"\04\09\09\09\09", [5 x i8] c"\04\09\09\05\09", [5 x i8] c"\07\06\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\09\09\09\09\09"], align 1

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %262
  %2 = load i32, i32* @h, align 4, !tbaa !7
  br label %269

3:                                                ; preds = %0, %262
  %4 = phi i32 [ 0, %0 ], [ %263, %262 ]
  %5 = getelementptr inbounds [214 x i8], [214 x i8]* @program, i32 0, i32 %4
  br label %6

6:                                                ; preds = %255, %3
  %7 = phi i8* [ %5, %3 ], [ %256, %255 ]
  %8 = phi i32 [ 0, %3 ], [ %257, %255 ]
  %9 = phi i8* [ %5, %3 ], [ %261, %255 ]
  %10 = phi i32 [ 0, %3 ], [ %259, %255 ]
  %11 = load i8, i8* %9, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  switch i32 %10, label %250 [
    i32 0, label %13
    i32 1, label %38
    i32 2, label %71
    i32 3, label %103
    i32 4, label %104
    i32 5, label %143
    i32 6, label %168
    i32 7, label %169
    i32 8, label %195
    i32 9, label %220
    i32 10, label %221
  ]

13:                                               ; preds = %6
  %14 = icmp eq i8 %11, 0
  br i1 %14, label %255, label %15

15:                                               ; preds = %13
  %16 = and i32 %12, 223
  %17 = add nsw i32 %16, -91
  %18 = icmp ult i32 %17, -26
  %19 = icmp ne i8 %11, 95
  %20 = and i1 %19, %18
  br i1 %20, label %21, label %250

21:                                               ; preds = %15
  %22 = icmp eq i8 %11, 48
  br i1 %22, label %23, label %26

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, i8* %9, i32 1
  %25 = load i8, i8* %24, align 1, !tbaa !11
  switch i8 %25, label %26 [
    i8 120, label %250
    i8 88, label %250
  ]

26:                                               ; preds = %23, %21
  %27 = add nsw i32 %12, -48
  %28 = icmp ugt i32 %27, 9
  br i1 %28, label %29, label %250

29:                                               ; preds = %26
  switch i8 %11, label %31 [
    i8 34, label %250
    i8 47, label %30
    i8 32, label %249
    i8 10, label %249
    i8 9, label %249
  ]

30:                                               ; preds = %29
  br label %250

31:                                               ; preds = %29
  %32 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 4), align 4, !tbaa !7
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 4), align 4, !tbaa !7
  %34 = add nuw nsw i32 %12, 132
  %35 = load i32, i32* @h, align 4, !tbaa !7
  %36 = xor i32 %35, %34
  %37 = mul i32 %36, 16777619
  store i32 %37, i32* @h, align 4, !tbaa !7
  br label %250

38:                                               ; preds = %6
  %39 = and i32 %12, 223
  %40 = add nsw i32 %39, -91
  %41 = icmp ult i32 %40, -26
  %42 = icmp ne i8 %11, 95
  %43 = and i1 %42, %41
  %44 = add nsw i32 %12, -58
  %45 = icmp ult i32 %44, -10
  %46 = select i1 %43, i1 %45, i1 false
  br i1 %46, label %47, label %250

47:                                               ; preds = %38
  %48 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 1), align 4, !tbaa !7
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 1), align 4, !tbaa !7
  %50 = icmp ult i8* %7, %9
  br i1 %50, label %51, label %65

51:                                               ; preds = %47
  %52 = ptrtoint i8* %9 to i32
  %53 = ptrtoint i8* %7 to i32
  %54 = sub i32 %52, %53
  %55 = getelementptr i8, i8* %7, i32 %54
  br label %56

56:                                               ; preds = %56, %51
  %57 = phi i8* [ %63, %56 ], [ %7, %51 ]
  %58 = phi i32 [ %62, %56 ], [ 1, %51 ]
  %59 = mul i32 %58, 33
  %60 = load i8, i8* %57, align 1, !tbaa !11
  %61 = zext i8 %60 to i32
  %62 = add i32 %59, %61
  %63 = getelementptr inbounds i8, i8* %57, i32 1
  %64 = icmp eq i8* %63, %55
  br i1 %64, label %65, label %56, !llvm.loop !12

65:                                               ; preds = %56, %47
  %66 = phi i32 [ 1, %47 ], [ %62, %56 ]
  %67 = load i32, i32* @h, align 4, !tbaa !7
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @h, align 4, !tbaa !7
  %70 = getelementptr inbounds i8, i8* %9, i32 -1
  br label %250

71:                                               ; preds = %6
  %72 = add nsw i32 %12, -48
  %73 = icmp ugt i32 %72, 9
  br i1 %73, label %77, label %74

74:                                               ; preds = %71
  %75 = mul i32 %8, 10
  %76 = add i32 %72, %75
  br label %250

77:                                               ; preds = %71
  %78 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 2), align 4, !tbaa !7
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 2), align 4, !tbaa !7
  %80 = icmp ult i8* %7, %9
  br i1 %80, label %81, label %95

81:                                               ; preds = %77
  %82 = ptrtoint i8* %9 to i32
  %83 = ptrtoint i8* %7 to i32
  %84 = sub i32 %82, %83
  %85 = getelementptr i8, i8* %7, i32 %84
  br label %86

86:                                               ; preds = %86, %81
  %87 = phi i8* [ %93, %86 ], [ %7, %81 ]
  %88 = phi i32 [ %92, %86 ], [ 2, %81 ]
  %89 = mul i32 %88, 33
  %90 = load i8, i8* %87, align 1, !tbaa !11
  %91 = zext i8 %90 to i32
  %92 = add i32 %89, %91
  %93 = getelementptr inbounds i8, i8* %87, i32 1
  %94 = icmp eq i8* %93, %85
  br i1 %94, label %95, label %86, !llvm.loop !12

95:                                               ; preds = %86, %77
  %96 = phi i32 [ 2, %77 ], [ %92, %86 ]
  %97 = load i32, i32* @h, align 4, !tbaa !7
  %98 = xor i32 %97, %96
  %99 = mul i32 %98, 16777619
  store i32 %99, i32* @h, align 4, !tbaa !7
  %100 = load i32, i32* @num_sum, align 4, !tbaa !7
  %101 = add i32 %100, %8
  store i32 %101, i32* @num_sum, align 4, !tbaa !7
  %102 = getelementptr inbounds i8, i8* %9, i32 -1
  br label %250

103:                                              ; preds = %6
  br label %250

104:                                              ; preds = %6
  %105 = add nsw i32 %12, -48
  %106 = icmp ult i32 %105, 10
  %107 = and i32 %12, 223
  %108 = add nsw i32 %107, -65
  %109 = icmp ult i32 %108, 6
  %110 = or i1 %106, %109
  br i1 %110, label %111, label %117

111:                                              ; preds = %104
  %112 = shl i32 %8, 4
  %113 = or i32 %12, 32
  %114 = add nsw i32 %113, -87
  %115 = select i1 %106, i32 %105, i32 %114
  %116 = add i32 %115, %112
  br label %250

117:                                              ; preds = %104
  %118 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 2), align 4, !tbaa !7
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 2), align 4, !tbaa !7
  %120 = icmp ult i8* %7, %9
  br i1 %120, label %121, label %135

121:                                              ; preds = %117
  %122 = ptrtoint i8* %9 to i32
  %123 = ptrtoint i8* %7 to i32
  %124 = sub i32 %122, %123
  %125 = getelementptr i8, i8* %7, i32 %124
  br label %126

126:                                              ; preds = %126, %121
  %127 = phi i8* [ %133, %126 ], [ %7, %121 ]
  %128 = phi i32 [ %132, %126 ], [ 2, %121 ]
  %129 = mul i32 %128, 33
  %130 = load i8, i8* %127, align 1, !tbaa !11
  %131 = zext i8 %130 to i32
  %132 = add i32 %129, %131
  %133 = getelementptr inbounds i8, i8* %127, i32 1
  %134 = icmp eq i8* %133, %125
  br i1 %134, label %135, label %126, !llvm.loop !12

135:                                              ; preds = %126, %117
  %136 = phi i32 [ 2, %117 ], [ %132, %126 ]
  %137 = load i32, i32* @h, align 4, !tbaa !7
  %138 = xor i32 %137, %136
  %139 = mul i32 %138, 16777619
  store i32 %139, i32* @h, align 4, !tbaa !7
  %140 = load i32, i32* @num_sum, align 4, !tbaa !7
  %141 = add i32 %140, %8
  store i32 %141, i32* @num_sum, align 4, !tbaa !7
  %142 = getelementptr inbounds i8, i8* %9, i32 -1
  br label %250

143:                                              ; preds = %6
  switch i8 %11, label %247 [
    i8 92, label %250
    i8 34, label %144
    i8 0, label %255
  ]

144:                                              ; preds = %143
  %145 = getelementptr inbounds i8, i8* %9, i32 1
  %146 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 3), align 4, !tbaa !7
  %147 = add nsw i32 %146, 1
  store i32 %147, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 3), align 4, !tbaa !7
  %148 = icmp ult i8* %7, %145
  br i1 %148, label %149, label %163

149:                                              ; preds = %144
  %150 = ptrtoint i8* %145 to i32
  %151 = ptrtoint i8* %7 to i32
  %152 = sub i32 %150, %151
  %153 = getelementptr i8, i8* %7, i32 %152
  br label %154

154:                                              ; preds = %154, %149
  %155 = phi i8* [ %161, %154 ], [ %7, %149 ]
  %156 = phi i32 [ %160, %154 ], [ 3, %149 ]
  %157 = mul i32 %156, 33
  %158 = load i8, i8* %155, align 1, !tbaa !11
  %159 = zext i8 %158 to i32
  %160 = add i32 %157, %159
  %161 = getelementptr inbounds i8, i8* %155, i32 1
  %162 = icmp eq i8* %161, %153
  br i1 %162, label %163, label %154, !llvm.loop !12

163:                                              ; preds = %154, %144
  %164 = phi i32 [ 3, %144 ], [ %160, %154 ]
  %165 = load i32, i32* @h, align 4, !tbaa !7
  %166 = xor i32 %165, %164
  %167 = mul i32 %166, 16777619
  store i32 %167, i32* @h, align 4, !tbaa !7
  br label %250

168:                                              ; preds = %6
  br label %250

169:                                              ; preds = %6
  switch i8 %11, label %171 [
    i8 47, label %250
    i8 42, label %170
  ]

170:                                              ; preds = %169
  br label %250

171:                                              ; preds = %169
  %172 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 4), align 4, !tbaa !7
  %173 = add nsw i32 %172, 1
  store i32 %173, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 4), align 4, !tbaa !7
  %174 = icmp ult i8* %7, %9
  br i1 %174, label %175, label %189

175:                                              ; preds = %171
  %176 = ptrtoint i8* %9 to i32
  %177 = ptrtoint i8* %7 to i32
  %178 = sub i32 %176, %177
  %179 = getelementptr i8, i8* %7, i32 %178
  br label %180

180:                                              ; preds = %180, %175
  %181 = phi i8* [ %187, %180 ], [ %7, %175 ]
  %182 = phi i32 [ %186, %180 ], [ 4, %175 ]
  %183 = mul i32 %182, 33
  %184 = load i8, i8* %181, align 1, !tbaa !11
  %185 = zext i8 %184 to i32
  %186 = add i32 %183, %185
  %187 = getelementptr inbounds i8, i8* %181, i32 1
  %188 = icmp eq i8* %187, %179
  br i1 %188, label %189, label %180, !llvm.loop !12

189:                                              ; preds = %180, %171
  %190 = phi i32 [ 4, %171 ], [ %186, %180 ]
  %191 = load i32, i32* @h, align 4, !tbaa !7
  %192 = xor i32 %191, %190
  %193 = mul i32 %192, 16777619
  store i32 %193, i32* @h, align 4, !tbaa !7
  %194 = getelementptr inbounds i8, i8* %9, i32 -1
  br label %250

195:                                              ; preds = %6
  switch i8 %11, label %250 [
    i8 10, label %196
    i8 0, label %196
  ]

196:                                              ; preds = %195, %195
  %197 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 5), align 4, !tbaa !7
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 5), align 4, !tbaa !7
  %199 = icmp ult i8* %7, %9
  br i1 %199, label %200, label %214

200:                                              ; preds = %196
  %201 = ptrtoint i8* %9 to i32
  %202 = ptrtoint i8* %7 to i32
  %203 = sub i32 %201, %202
  %204 = getelementptr i8, i8* %7, i32 %203
  br label %205

205:                                              ; preds = %205, %200
  %206 = phi i8* [ %212, %205 ], [ %7, %200 ]
  %207 = phi i32 [ %211, %205 ], [ 5, %200 ]
  %208 = mul i32 %207, 33
  %209 = load i8, i8* %206, align 1, !tbaa !11
  %210 = zext i8 %209 to i32
  %211 = add i32 %208, %210
  %212 = getelementptr inbounds i8, i8* %206, i32 1
  %213 = icmp eq i8* %212, %204
  br i1 %213, label %214, label %205, !llvm.loop !12

214:                                              ; preds = %205, %196
  %215 = phi i32 [ 5, %196 ], [ %211, %205 ]
  %216 = load i32, i32* @h, align 4, !tbaa !7
  %217 = xor i32 %216, %215
  %218 = mul i32 %217, 16777619
  store i32 %218, i32* @h, align 4, !tbaa !7
  %219 = getelementptr inbounds i8, i8* %9, i32 -1
  br label %250

220:                                              ; preds = %6
  switch i8 %11, label %248 [
    i8 42, label %250
    i8 0, label %255
  ]

221:                                              ; preds = %6
  switch i8 %11, label %246 [
    i8 47, label %222
    i8 42, label %250
  ]

222:                                              ; preds = %221
  %223 = getelementptr inbounds i8, i8* %9, i32 1
  %224 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 5), align 4, !tbaa !7
  %225 = add nsw i32 %224, 1
  store i32 %225, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @counts, i32 0, i32 5), align 4, !tbaa !7
  %226 = icmp ult i8* %7, %223
  br i1 %226, label %227, label %241

227:                                              ; preds = %222
  %228 = ptrtoint i8* %223 to i32
  %229 = ptrtoint i8* %7 to i32
  %230 = sub i32 %228, %229
  %231 = getelementptr i8, i8* %7, i32 %230
  br label %232

232:                                              ; preds = %232, %227
  %233 = phi i8* [ %239, %232 ], [ %7, %227 ]
  %234 = phi i32 [ %238, %232 ], [ 5, %227 ]
  %235 = mul i32 %234, 33
  %236 = load i8, i8* %233, align 1, !tbaa !11
  %237 = zext i8 %236 to i32
  %238 = add i32 %235, %237
  %239 = getelementptr inbounds i8, i8* %233, i32 1
  %240 = icmp eq i8* %239, %231
  br i1 %240, label %241, label %232, !llvm.loop !12

241:                                              ; preds = %232, %222
  %242 = phi i32 [ 5, %222 ], [ %238, %232 ]
  %243 = load i32, i32* @h, align 4, !tbaa !7
  %244 = xor i32 %243, %242
  %245 = mul i32 %244, 16777619
  store i32 %245, i32* @h, align 4, !tbaa !7
  br label %250

246:                                              ; preds = %221
  br label %250

247:                                              ; preds = %143
  br label %250

248:                                              ; preds = %220
  br label %250

249:                                              ; preds = %29, %29, %29
  br label %250

250:                                              ; preds = %249, %248, %247, %246, %241, %221, %220, %214, %195, %189, %170, %169, %168, %163, %143, %135, %111, %103, %95, %74, %65, %38, %31, %30, %29, %26, %23, %23, %15, %6
  %251 = phi i8* [ %7, %6 ], [ %7, %241 ], [ %7, %246 ], [ %7, %214 ], [ %7, %195 ], [ %7, %170 ], [ %7, %189 ], [ %7, %168 ], [ %7, %163 ], [ %7, %111 ], [ %7, %135 ], [ %7, %103 ], [ %7, %74 ], [ %7, %95 ], [ %7, %38 ], [ %7, %65 ], [ %9, %30 ], [ %9, %31 ], [ %9, %15 ], [ %9, %23 ], [ %9, %23 ], [ %9, %29 ], [ %7, %143 ], [ %7, %247 ], [ %7, %169 ], [ %7, %220 ], [ %7, %248 ], [ %7, %221 ], [ %9, %249 ], [ %9, %26 ]
  %252 = phi i32 [ %8, %6 ], [ %8, %241 ], [ %8, %246 ], [ %8, %214 ], [ %8, %195 ], [ %8, %170 ], [ %8, %189 ], [ %8, %168 ], [ %8, %163 ], [ %116, %111 ], [ %8, %135 ], [ %8, %103 ], [ %76, %74 ], [ %8, %95 ], [ %8, %38 ], [ %8, %65 ], [ %8, %30 ], [ %8, %31 ], [ %8, %15 ], [ 0, %23 ], [ 0, %23 ], [ %8, %29 ], [ %8, %143 ], [ %8, %247 ], [ %8, %169 ], [ %8, %220 ], [ %8, %248 ], [ %8, %221 ], [ %8, %249 ], [ %27, %26 ]
  %253 = phi i8* [ %9, %6 ], [ %9, %241 ], [ %9, %246 ], [ %219, %214 ], [ %9, %195 ], [ %9, %170 ], [ %194, %189 ], [ %9, %168 ], [ %9, %163 ], [ %9, %111 ], [ %142, %135 ], [ %9, %103 ], [ %9, %74 ], [ %102, %95 ], [ %9, %38 ], [ %70, %65 ], [ %9, %30 ], [ %9, %31 ], [ %9, %15 ], [ %9, %23 ], [ %9, %23 ], [ %9, %29 ], [ %9, %143 ], [ %9, %247 ], [ %9, %169 ], [ %9, %220 ], [ %9, %248 ], [ %9, %221 ], [ %9, %249 ], [ %9, %26 ]
  %254 = phi i32 [ %10, %6 ], [ 0, %241 ], [ 9, %246 ], [ 0, %214 ], [ 8, %195 ], [ 9, %170 ], [ 0, %189 ], [ 5, %168 ], [ 0, %163 ], [ 4, %111 ], [ 0, %135 ], [ 4, %103 ], [ 2, %74 ], [ 0, %95 ], [ 1, %38 ], [ 0, %65 ], [ 7, %30 ], [ 0, %31 ], [ 1, %15 ], [ 3, %23 ], [ 3, %23 ], [ 5, %29 ], [ 6, %143 ], [ 5, %247 ], [ 8, %169 ], [ 10, %220 ], [ 9, %248 ], [ 10, %221 ], [ 0, %249 ], [ 2, %26 ]
  br label %255

255:                                              ; preds = %250, %220, %143, %13
  %256 = phi i8* [ %251, %250 ], [ %9, %13 ], [ %7, %143 ], [ %7, %220 ]
  %257 = phi i32 [ %252, %250 ], [ %8, %13 ], [ %8, %143 ], [ %8, %220 ]
  %258 = phi i8* [ %253, %250 ], [ %9, %13 ], [ %9, %143 ], [ %9, %220 ]
  %259 = phi i32 [ %254, %250 ], [ 0, %13 ], [ 5, %143 ], [ 9, %220 ]
  %260 = phi i1 [ true, %250 ], [ false, %13 ], [ false, %143 ], [ false, %220 ]
  %261 = getelementptr inbounds i8, i8* %258, i32 1
  br i1 %260, label %6, label %262, !llvm.loop !15

262:                                              ; preds = %255
  %263 = add nuw nsw i32 %4, 1
  %264 = icmp eq i32 %263, 4
  br i1 %264, label %1, label %3, !llvm.loop !16

265:                                              ; preds = %269
  store i32 %275, i32* @h, align 4, !tbaa !7
  %266 = load i32, i32* @num_sum, align 4, !tbaa !7
  %267 = xor i32 %275, %266
  %268 = mul i32 %267, 16777619
  store i32 %268, i32* @h, align 4, !tbaa !7
  br label %278

269:                                              ; preds = %1, %269
  %270 = phi i32 [ 0, %1 ], [ %276, %269 ]
  %271 = phi i32 [ %2, %1 ], [ %275, %269 ]
  %272 = getelementptr inbounds [6 x i32], [6 x i32]* @counts, i32 0, i32 %270
  %273 = load i32, i32* %272, align 4, !tbaa !7
  %274 = xor i32 %271, %273
  %275 = mul i32 %274, 16777619
  %276 = add nuw nsw i32 %270, 1
  %277 = icmp eq i32 %276, 6
  br i1 %277, label %265, label %269, !llvm.loop !17

278:                                              ; preds = %265, %283
  %279 = phi i32 [ 0, %265 ], [ %284, %283 ]
  %280 = phi i32 [ %268, %265 ], [ %328, %283 ]
  br label %286

281:                                              ; preds = %283
  store i32 %328, i32* @h, align 4, !tbaa !7
  %282 = and i32 %328, 2147483647
  ret i32 %282

283:                                              ; preds = %318
  %284 = add nuw nsw i32 %279, 1
  %285 = icmp eq i32 %284, 10
  br i1 %285, label %281, label %278, !llvm.loop !18

286:                                              ; preds = %278, %318
  %287 = phi i32 [ 0, %278 ], [ %329, %318 ]
  %288 = phi i32 [ %280, %278 ], [ %328, %318 ]
  %289 = getelementptr inbounds [15 x i8*], [15 x i8*]* @main.cands, i32 0, i32 %287
  %290 = load i8*, i8** %289, align 4, !tbaa !19
  %291 = load i8, i8* %290, align 1, !tbaa !11
  %292 = icmp eq i8 %291, 0
  br i1 %292, label %318, label %293

293:                                              ; preds = %286, %306
  %294 = phi i8 [ %312, %306 ], [ %291, %286 ]
  %295 = phi i32 [ %310, %306 ], [ 0, %286 ]
  %296 = phi i8* [ %311, %306 ], [ %290, %286 ]
  %297 = zext i8 %294 to i32
  %298 = add nsw i32 %297, -58
  %299 = icmp ult i32 %298, -10
  br i1 %299, label %300, label %306

300:                                              ; preds = %293
  switch i8 %294, label %302 [
    i8 45, label %306
    i8 43, label %306
    i8 46, label %301
  ]

301:                                              ; preds = %300
  br label %306

302:                                              ; preds = %300
  %303 = and i32 %297, 223
  %304 = icmp eq i32 %303, 69
  %305 = select i1 %304, i32 3, i32 4
  br label %306

306:                                              ; preds = %302, %301, %300, %300, %293
  %307 = phi i32 [ 2, %301 ], [ 0, %293 ], [ 1, %300 ], [ 1, %300 ], [ %305, %302 ]
  %308 = getelementptr inbounds [9 x [5 x i8]], [9 x [5 x i8]]* @trans, i32 0, i32 %295, i32 %307
  %309 = load i8, i8* %308, align 1, !tbaa !11
  %310 = zext i8 %309 to i32
  %311 = getelementptr inbounds i8, i8* %296, i32 1
  %312 = load i8, i8* %311, align 1, !tbaa !11
  %313 = icmp ne i8 %312, 0
  %314 = icmp ne i8 %309, 9
  %315 = select i1 %313, i1 %314, i1 false
  br i1 %315, label %293, label %316, !llvm.loop !21

316:                                              ; preds = %306
  %317 = zext i8 %309 to i32
  br label %318

318:                                              ; preds = %316, %286
  %319 = phi i32 [ 0, %286 ], [ %317, %316 ]
  %320 = icmp ult i32 %319, 8
  %321 = lshr i32 148, %319
  %322 = and i32 %321, 1
  %323 = icmp ne i32 %322, 0
  %324 = select i1 %320, i1 %323, i1 false
  %325 = zext i1 %324 to i32
  %326 = shl i32 %325, %287
  %327 = xor i32 %326, %288
  %328 = mul i32 %327, 16777619
  %329 = add nuw nsw i32 %287, 1
  %330 = icmp eq i32 %329, 15
  br i1 %330, label %283, label %286, !llvm.loop !22
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !9, i64 0}
!21 = distinct !{!21, !13, !14}
!22 = distinct !{!22, !13, !14}
