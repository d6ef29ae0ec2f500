; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev4 = internal unnamed_addr constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 16
@rev8 = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4
@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %24, %1 ]
  %3 = and i64 %2, 14
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i64 0, i64 %3
  %5 = load i8, i8* %4, align 2, !tbaa !2
  %6 = shl i8 %5, 4
  %7 = lshr i64 %2, 4
  %8 = and i64 %7, 268435455
  %9 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i64 0, i64 %8
  %10 = load i8, i8* %9, align 1, !tbaa !2
  %11 = add i8 %6, %10
  %12 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %2
  store i8 %11, i8* %12, align 2, !tbaa !2
  %13 = or i64 %2, 1
  %14 = and i64 %13, 15
  %15 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i64 0, i64 %14
  %16 = load i8, i8* %15, align 1, !tbaa !2
  %17 = shl i8 %16, 4
  %18 = lshr i64 %2, 4
  %19 = and i64 %18, 268435455
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i64 0, i64 %19
  %21 = load i8, i8* %20, align 1, !tbaa !2
  %22 = add i8 %17, %21
  %23 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %13
  store i8 %22, i8* %23, align 1, !tbaa !2
  %24 = add nuw nsw i64 %2, 2
  %25 = icmp eq i64 %24, 256
  br i1 %25, label %28, label %1, !llvm.loop !5

26:                                               ; preds = %285
  %27 = and i32 %288, 2147483647
  ret i32 %27

28:                                               ; preds = %1, %285
  %29 = phi i32 [ %36, %285 ], [ 625341585, %1 ]
  %30 = phi i32 [ %289, %285 ], [ 0, %1 ]
  %31 = shl i32 %29, 13
  %32 = xor i32 %31, %29
  %33 = lshr i32 %32, 17
  %34 = xor i32 %33, %32
  %35 = shl i32 %34, 5
  %36 = xor i32 %35, %34
  %37 = and i32 %30, 1
  %38 = icmp eq i32 %37, 0
  %39 = lshr i32 %36, 3
  %40 = and i32 %39, %36
  %41 = lshr i32 %36, 7
  %42 = and i32 %40, %41
  %43 = select i1 %38, i32 %42, i32 %36
  %44 = and i32 %43, 15
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !2
  %48 = zext i8 %47 to i32
  %49 = lshr i32 %43, 4
  %50 = and i32 %49, 15
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %51
  %53 = load i8, i8* %52, align 1, !tbaa !2
  %54 = zext i8 %53 to i32
  %55 = add nuw nsw i32 %54, %48
  %56 = lshr i32 %43, 8
  %57 = and i32 %56, 15
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !2
  %61 = zext i8 %60 to i32
  %62 = add nuw nsw i32 %55, %61
  %63 = lshr i32 %43, 12
  %64 = and i32 %63, 15
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !2
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %62, %68
  %70 = lshr i32 %43, 16
  %71 = and i32 %70, 15
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %72
  %74 = load i8, i8* %73, align 1, !tbaa !2
  %75 = zext i8 %74 to i32
  %76 = add nuw nsw i32 %69, %75
  %77 = lshr i32 %43, 20
  %78 = and i32 %77, 15
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %79
  %81 = load i8, i8* %80, align 1, !tbaa !2
  %82 = zext i8 %81 to i32
  %83 = add nuw nsw i32 %76, %82
  %84 = lshr i32 %43, 24
  %85 = and i32 %84, 15
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %86
  %88 = load i8, i8* %87, align 1, !tbaa !2
  %89 = zext i8 %88 to i32
  %90 = add nuw nsw i32 %83, %89
  %91 = lshr i32 %43, 28
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i64 0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !2
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %90, %95
  %97 = lshr i32 %43, 1
  %98 = and i32 %97, 1431655765
  %99 = sub i32 %43, %98
  %100 = and i32 %99, 858993459
  %101 = lshr i32 %99, 2
  %102 = and i32 %101, 858993459
  %103 = add nuw nsw i32 %102, %100
  %104 = lshr i32 %103, 4
  %105 = add nuw nsw i32 %104, %103
  %106 = and i32 %105, 252645135
  %107 = lshr i32 %106, 8
  %108 = add nuw nsw i32 %107, %106
  %109 = lshr i32 %108, 16
  %110 = add nuw nsw i32 %109, %108
  %111 = and i32 %110, 63
  %112 = icmp eq i32 %96, %111
  br i1 %112, label %113, label %124

113:                                              ; preds = %28
  %114 = xor i32 %70, %43
  %115 = lshr i32 %114, 8
  %116 = xor i32 %115, %114
  %117 = lshr i32 %116, 4
  %118 = xor i32 %117, %116
  %119 = and i32 %118, 15
  %120 = lshr i32 27030, %119
  %121 = xor i32 %96, %120
  %122 = and i32 %121, 1
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %125, label %124

124:                                              ; preds = %113, %28
  tail call void @abort() #2
  br label %125

125:                                              ; preds = %124, %113
  %126 = load i32, i32* @h, align 4, !tbaa !7
  %127 = xor i32 %126, %96
  %128 = mul i32 %127, 16777619
  store i32 %128, i32* @h, align 4, !tbaa !7
  %129 = icmp eq i32 %43, 0
  br i1 %129, label %215, label %130

130:                                              ; preds = %125
  %131 = and i32 %43, 65535
  %132 = icmp eq i32 %131, 0
  %133 = select i1 %132, i32 %70, i32 %43
  %134 = select i1 %132, i32 16, i32 0
  %135 = and i32 %133, 255
  %136 = icmp eq i32 %135, 0
  %137 = or i32 %134, 8
  %138 = lshr i32 %133, 8
  %139 = select i1 %136, i32 %138, i32 %133
  %140 = select i1 %136, i32 %137, i32 %134
  %141 = and i32 %139, 15
  %142 = icmp eq i32 %141, 0
  %143 = or i32 %140, 4
  %144 = lshr i32 %139, 4
  %145 = select i1 %142, i32 %144, i32 %139
  %146 = select i1 %142, i32 %143, i32 %140
  %147 = and i32 %145, 3
  %148 = icmp eq i32 %147, 0
  %149 = or i32 %146, 2
  %150 = lshr i32 %145, 2
  %151 = select i1 %148, i32 %150, i32 %145
  %152 = select i1 %148, i32 %149, i32 %146
  %153 = and i32 %151, 1
  %154 = xor i32 %153, 1
  %155 = add nsw i32 %154, %152
  %156 = icmp ult i32 %43, 65536
  %157 = shl i32 %43, 16
  %158 = select i1 %156, i32 %157, i32 %43
  %159 = select i1 %156, i32 16, i32 0
  %160 = icmp ult i32 %158, 16777216
  %161 = or i32 %159, 8
  %162 = shl i32 %158, 8
  %163 = select i1 %160, i32 %162, i32 %158
  %164 = select i1 %160, i32 %161, i32 %159
  %165 = icmp ult i32 %163, 268435456
  %166 = or i32 %164, 4
  %167 = shl i32 %163, 4
  %168 = select i1 %165, i32 %167, i32 %163
  %169 = select i1 %165, i32 %166, i32 %164
  %170 = icmp ult i32 %168, 1073741824
  %171 = or i32 %169, 2
  %172 = shl i32 %168, 2
  %173 = select i1 %170, i32 %172, i32 %168
  %174 = select i1 %170, i32 %171, i32 %169
  %175 = xor i32 %173, -1
  %176 = lshr i32 %175, 31
  %177 = add nsw i32 %176, %174
  %178 = shl nuw i32 1, %155
  %179 = and i32 %178, %43
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %185, label %181

181:                                              ; preds = %130
  %182 = sub nsw i32 31, %177
  %183 = lshr i32 %43, %182
  %184 = icmp eq i32 %183, 1
  br i1 %184, label %187, label %185

185:                                              ; preds = %181, %130
  tail call void @abort() #2
  %186 = load i32, i32* @h, align 4, !tbaa !7
  br label %187

187:                                              ; preds = %185, %181
  %188 = phi i32 [ %186, %185 ], [ %128, %181 ]
  %189 = shl nsw i32 %155, 5
  %190 = add nsw i32 %189, %177
  %191 = xor i32 %188, %190
  %192 = mul i32 %191, 16777619
  %193 = sub i32 0, %43
  %194 = and i32 %43, %193
  %195 = xor i32 %192, %194
  %196 = mul i32 %195, 16777619
  %197 = add i32 %43, -1
  %198 = and i32 %197, %43
  %199 = xor i32 %196, %198
  %200 = mul i32 %199, 16777619
  %201 = and i32 %97, 2147483646
  %202 = lshr i32 %43, 2
  %203 = or i32 %201, %202
  %204 = lshr i32 %203, 2
  %205 = or i32 %204, %203
  %206 = lshr i32 %205, 4
  %207 = or i32 %206, %205
  %208 = lshr i32 %207, 8
  %209 = or i32 %208, %207
  %210 = lshr i32 %209, 16
  %211 = or i32 %210, %209
  %212 = add nuw i32 %211, 1
  %213 = xor i32 %200, %212
  %214 = mul i32 %213, 16777619
  store i32 %214, i32* @h, align 4, !tbaa !7
  br label %215

215:                                              ; preds = %187, %125
  %216 = phi i32 [ %214, %187 ], [ %128, %125 ]
  %217 = and i32 %43, 255
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %218
  %220 = load i8, i8* %219, align 1, !tbaa !2
  %221 = zext i8 %220 to i32
  %222 = and i32 %56, 255
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %223
  %225 = load i8, i8* %224, align 1, !tbaa !2
  %226 = zext i8 %225 to i32
  %227 = shl nuw nsw i32 %221, 16
  %228 = shl nuw nsw i32 %226, 8
  %229 = or i32 %228, %227
  %230 = and i32 %70, 255
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %231
  %233 = load i8, i8* %232, align 1, !tbaa !2
  %234 = zext i8 %233 to i32
  %235 = or i32 %229, %234
  %236 = shl nuw i32 %235, 8
  %237 = zext i32 %84 to i64
  %238 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %237
  %239 = load i8, i8* %238, align 1, !tbaa !2
  %240 = zext i8 %239 to i32
  %241 = or i32 %236, %240
  %242 = zext i8 %239 to i64
  %243 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %242
  %244 = load i8, i8* %243, align 1, !tbaa !2
  %245 = zext i8 %244 to i32
  %246 = zext i8 %233 to i64
  %247 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %246
  %248 = load i8, i8* %247, align 1, !tbaa !2
  %249 = zext i8 %248 to i32
  %250 = shl nuw nsw i32 %245, 16
  %251 = shl nuw nsw i32 %249, 8
  %252 = or i32 %251, %250
  %253 = zext i8 %225 to i64
  %254 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %253
  %255 = load i8, i8* %254, align 1, !tbaa !2
  %256 = zext i8 %255 to i32
  %257 = or i32 %252, %256
  %258 = shl nuw i32 %257, 8
  %259 = zext i8 %220 to i64
  %260 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i64 0, i64 %259
  %261 = load i8, i8* %260, align 1, !tbaa !2
  %262 = zext i8 %261 to i32
  %263 = or i32 %258, %262
  %264 = icmp eq i32 %263, %43
  br i1 %264, label %267, label %265

265:                                              ; preds = %215
  tail call void @abort() #2
  %266 = load i32, i32* @h, align 4, !tbaa !7
  br label %267

267:                                              ; preds = %265, %215
  %268 = phi i32 [ %266, %265 ], [ %216, %215 ]
  %269 = xor i32 %268, %241
  %270 = mul i32 %269, 16777619
  store i32 %270, i32* @h, align 4, !tbaa !7
  %271 = xor i32 %97, %43
  %272 = lshr i32 %271, 16
  %273 = xor i32 %272, %271
  %274 = lshr i32 %273, 8
  %275 = xor i32 %274, %273
  %276 = lshr i32 %275, 4
  %277 = xor i32 %276, %275
  %278 = lshr i32 %277, 2
  %279 = xor i32 %278, %277
  %280 = lshr i32 %279, 1
  %281 = xor i32 %280, %279
  %282 = icmp eq i32 %281, %43
  br i1 %282, label %285, label %283

283:                                              ; preds = %267
  tail call void @abort() #2
  %284 = load i32, i32* @h, align 4, !tbaa !7
  br label %285

285:                                              ; preds = %283, %267
  %286 = phi i32 [ %284, %283 ], [ %270, %267 ]
  %287 = xor i32 %286, %271
  %288 = mul i32 %287, 16777619
  store i32 %288, i32* @h, align 4, !tbaa !7
  %289 = add nuw nsw i32 %30, 1
  %290 = icmp eq i32 %289, 320
  br i1 %290, label %26, label %28, !llvm.loop !9
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !3, i64 0}
!9 = distinct !{!9, !6}
