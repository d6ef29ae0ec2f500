; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@rev4 = internal unnamed_addr constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 1
@rev8 = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@h = internal unnamed_addr global i32 -2128831035, align 4
@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = and i32 %2, 14
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !3
  %6 = shl i8 %5, 4
  %7 = lshr i32 %2, 4
  %8 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !3
  %10 = add i8 %6, %9
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %2
  store i8 %10, i8* %11, align 1, !tbaa !3
  %12 = or i32 %2, 1
  %13 = and i32 %12, 15
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %13
  %15 = load i8, i8* %14, align 1, !tbaa !3
  %16 = shl i8 %15, 4
  %17 = lshr i32 %2, 4
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %17
  %19 = load i8, i8* %18, align 1, !tbaa !3
  %20 = add i8 %16, %19
  %21 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %12
  store i8 %20, i8* %21, align 1, !tbaa !3
  %22 = add nuw nsw i32 %2, 2
  %23 = icmp eq i32 %22, 256
  br i1 %23, label %26, label %1, !llvm.loop !6

24:                                               ; preds = %267
  %25 = and i32 %270, 2147483647
  ret i32 %25

26:                                               ; preds = %1, %267
  %27 = phi i32 [ %34, %267 ], [ 625341585, %1 ]
  %28 = phi i32 [ %271, %267 ], [ 0, %1 ]
  %29 = shl i32 %27, 13
  %30 = xor i32 %29, %27
  %31 = lshr i32 %30, 17
  %32 = xor i32 %31, %30
  %33 = shl i32 %32, 5
  %34 = xor i32 %33, %32
  %35 = and i32 %28, 1
  %36 = icmp eq i32 %35, 0
  %37 = lshr i32 %34, 3
  %38 = and i32 %37, %34
  %39 = lshr i32 %34, 7
  %40 = and i32 %38, %39
  %41 = select i1 %36, i32 %40, i32 %34
  %42 = and i32 %41, 15
  %43 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %42
  %44 = load i8, i8* %43, align 1, !tbaa !3
  %45 = zext i8 %44 to i32
  %46 = lshr i32 %41, 4
  %47 = and i32 %46, 15
  %48 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %47
  %49 = load i8, i8* %48, align 1, !tbaa !3
  %50 = zext i8 %49 to i32
  %51 = add nuw nsw i32 %50, %45
  %52 = lshr i32 %41, 8
  %53 = and i32 %52, 15
  %54 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !3
  %56 = zext i8 %55 to i32
  %57 = add nuw nsw i32 %51, %56
  %58 = lshr i32 %41, 12
  %59 = and i32 %58, 15
  %60 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %59
  %61 = load i8, i8* %60, align 1, !tbaa !3
  %62 = zext i8 %61 to i32
  %63 = add nuw nsw i32 %57, %62
  %64 = lshr i32 %41, 16
  %65 = and i32 %64, 15
  %66 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %65
  %67 = load i8, i8* %66, align 1, !tbaa !3
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %63, %68
  %70 = lshr i32 %41, 20
  %71 = and i32 %70, 15
  %72 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !3
  %74 = zext i8 %73 to i32
  %75 = add nuw nsw i32 %69, %74
  %76 = lshr i32 %41, 24
  %77 = and i32 %76, 15
  %78 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %77
  %79 = load i8, i8* %78, align 1, !tbaa !3
  %80 = zext i8 %79 to i32
  %81 = add nuw nsw i32 %75, %80
  %82 = lshr i32 %41, 28
  %83 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !3
  %85 = zext i8 %84 to i32
  %86 = add nuw nsw i32 %81, %85
  %87 = lshr i32 %41, 1
  %88 = and i32 %87, 1431655765
  %89 = sub i32 %41, %88
  %90 = and i32 %89, 858993459
  %91 = lshr i32 %89, 2
  %92 = and i32 %91, 858993459
  %93 = add nuw nsw i32 %92, %90
  %94 = lshr i32 %93, 4
  %95 = add nuw nsw i32 %94, %93
  %96 = and i32 %95, 252645135
  %97 = lshr i32 %96, 8
  %98 = add nuw nsw i32 %97, %96
  %99 = lshr i32 %98, 16
  %100 = add nuw nsw i32 %99, %98
  %101 = and i32 %100, 63
  %102 = icmp eq i32 %86, %101
  br i1 %102, label %103, label %114

103:                                              ; preds = %26
  %104 = xor i32 %64, %41
  %105 = lshr i32 %104, 8
  %106 = xor i32 %105, %104
  %107 = lshr i32 %106, 4
  %108 = xor i32 %107, %106
  %109 = and i32 %108, 15
  %110 = lshr i32 27030, %109
  %111 = xor i32 %86, %110
  %112 = and i32 %111, 1
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %115, label %114

114:                                              ; preds = %103, %26
  tail call void @abort() #2
  br label %115

115:                                              ; preds = %114, %103
  %116 = load i32, i32* @h, align 4, !tbaa !8
  %117 = xor i32 %116, %86
  %118 = mul i32 %117, 16777619
  store i32 %118, i32* @h, align 4, !tbaa !8
  %119 = icmp eq i32 %41, 0
  br i1 %119, label %205, label %120

120:                                              ; preds = %115
  %121 = and i32 %41, 65535
  %122 = icmp eq i32 %121, 0
  %123 = select i1 %122, i32 %64, i32 %41
  %124 = select i1 %122, i32 16, i32 0
  %125 = and i32 %123, 255
  %126 = icmp eq i32 %125, 0
  %127 = or i32 %124, 8
  %128 = lshr i32 %123, 8
  %129 = select i1 %126, i32 %128, i32 %123
  %130 = select i1 %126, i32 %127, i32 %124
  %131 = and i32 %129, 15
  %132 = icmp eq i32 %131, 0
  %133 = or i32 %130, 4
  %134 = lshr i32 %129, 4
  %135 = select i1 %132, i32 %134, i32 %129
  %136 = select i1 %132, i32 %133, i32 %130
  %137 = and i32 %135, 3
  %138 = icmp eq i32 %137, 0
  %139 = or i32 %136, 2
  %140 = lshr i32 %135, 2
  %141 = select i1 %138, i32 %140, i32 %135
  %142 = select i1 %138, i32 %139, i32 %136
  %143 = and i32 %141, 1
  %144 = xor i32 %143, 1
  %145 = add nsw i32 %144, %142
  %146 = icmp ult i32 %41, 65536
  %147 = shl i32 %41, 16
  %148 = select i1 %146, i32 %147, i32 %41
  %149 = select i1 %146, i32 16, i32 0
  %150 = icmp ult i32 %148, 16777216
  %151 = or i32 %149, 8
  %152 = shl i32 %148, 8
  %153 = select i1 %150, i32 %152, i32 %148
  %154 = select i1 %150, i32 %151, i32 %149
  %155 = icmp ult i32 %153, 268435456
  %156 = or i32 %154, 4
  %157 = shl i32 %153, 4
  %158 = select i1 %155, i32 %157, i32 %153
  %159 = select i1 %155, i32 %156, i32 %154
  %160 = icmp ult i32 %158, 1073741824
  %161 = or i32 %159, 2
  %162 = shl i32 %158, 2
  %163 = select i1 %160, i32 %162, i32 %158
  %164 = select i1 %160, i32 %161, i32 %159
  %165 = xor i32 %163, -1
  %166 = lshr i32 %165, 31
  %167 = add nsw i32 %166, %164
  %168 = shl nuw i32 1, %145
  %169 = and i32 %168, %41
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %175, label %171

171:                                              ; preds = %120
  %172 = sub nsw i32 31, %167
  %173 = lshr i32 %41, %172
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %177, label %175

175:                                              ; preds = %171, %120
  tail call void @abort() #2
  %176 = load i32, i32* @h, align 4, !tbaa !8
  br label %177

177:                                              ; preds = %175, %171
  %178 = phi i32 [ %176, %175 ], [ %118, %171 ]
  %179 = shl nsw i32 %145, 5
  %180 = add nsw i32 %179, %167
  %181 = xor i32 %178, %180
  %182 = mul i32 %181, 16777619
  %183 = sub i32 0, %41
  %184 = and i32 %41, %183
  %185 = xor i32 %182, %184
  %186 = mul i32 %185, 16777619
  %187 = add i32 %41, -1
  %188 = and i32 %187, %41
  %189 = xor i32 %186, %188
  %190 = mul i32 %189, 16777619
  %191 = and i32 %87, 2147483646
  %192 = lshr i32 %41, 2
  %193 = or i32 %191, %192
  %194 = lshr i32 %193, 2
  %195 = or i32 %194, %193
  %196 = lshr i32 %195, 4
  %197 = or i32 %196, %195
  %198 = lshr i32 %197, 8
  %199 = or i32 %198, %197
  %200 = lshr i32 %199, 16
  %201 = or i32 %200, %199
  %202 = add nuw i32 %201, 1
  %203 = xor i32 %190, %202
  %204 = mul i32 %203, 16777619
  store i32 %204, i32* @h, align 4, !tbaa !8
  br label %205

205:                                              ; preds = %177, %115
  %206 = phi i32 [ %204, %177 ], [ %118, %115 ]
  %207 = and i32 %41, 255
  %208 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %207
  %209 = load i8, i8* %208, align 1, !tbaa !3
  %210 = zext i8 %209 to i32
  %211 = and i32 %52, 255
  %212 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %211
  %213 = load i8, i8* %212, align 1, !tbaa !3
  %214 = zext i8 %213 to i32
  %215 = shl nuw nsw i32 %210, 16
  %216 = shl nuw nsw i32 %214, 8
  %217 = or i32 %216, %215
  %218 = and i32 %64, 255
  %219 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %218
  %220 = load i8, i8* %219, align 1, !tbaa !3
  %221 = zext i8 %220 to i32
  %222 = or i32 %217, %221
  %223 = shl nuw i32 %222, 8
  %224 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %76
  %225 = load i8, i8* %224, align 1, !tbaa !3
  %226 = zext i8 %225 to i32
  %227 = or i32 %223, %226
  %228 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %226
  %229 = load i8, i8* %228, align 1, !tbaa !3
  %230 = zext i8 %229 to i32
  %231 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %221
  %232 = load i8, i8* %231, align 1, !tbaa !3
  %233 = zext i8 %232 to i32
  %234 = shl nuw nsw i32 %230, 16
  %235 = shl nuw nsw i32 %233, 8
  %236 = or i32 %235, %234
  %237 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %214
  %238 = load i8, i8* %237, align 1, !tbaa !3
  %239 = zext i8 %238 to i32
  %240 = or i32 %236, %239
  %241 = shl nuw i32 %240, 8
  %242 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %210
  %243 = load i8, i8* %242, align 1, !tbaa !3
  %244 = zext i8 %243 to i32
  %245 = or i32 %241, %244
  %246 = icmp eq i32 %245, %41
  br i1 %246, label %249, label %247

247:                                              ; preds = %205
  tail call void @abort() #2
  %248 = load i32, i32* @h, align 4, !tbaa !8
  br label %249

249:                                              ; preds = %247, %205
  %250 = phi i32 [ %248, %247 ], [ %206, %205 ]
  %251 = xor i32 %250, %227
  %252 = mul i32 %251, 16777619
  store i32 %252, i32* @h, align 4, !tbaa !8
  %253 = xor i32 %87, %41
  %254 = lshr i32 %253, 16
  %255 = xor i32 %254, %253
  %256 = lshr i32 %255, 8
  %257 = xor i32 %256, %255
  %258 = lshr i32 %257, 4
  %259 = xor i32 %258, %257
  %260 = lshr i32 %259, 2
  %261 = xor i32 %260, %259
  %262 = lshr i32 %261, 1
  %263 = xor i32 %262, %261
  %264 = icmp eq i32 %263, %41
  br i1 %264, label %267, label %265

265:                                              ; preds = %249
  tail call void @abort() #2
  %266 = load i32, i32* @h, align 4, !tbaa !8
  br label %267

267:                                              ; preds = %265, %249
  %268 = phi i32 [ %266, %265 ], [ %252, %249 ]
  %269 = xor i32 %268, %253
  %270 = mul i32 %269, 16777619
  store i32 %270, i32* @h, align 4, !tbaa !8
  %271 = add nuw nsw i32 %28, 1
  %272 = icmp eq i32 %271, 320
  br i1 %272, label %24, label %26, !llvm.loop !10
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !4, i64 0}
!10 = distinct !{!10, !7}
