; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal unnamed_addr global [40 x %struct.pixel] zeroinitializer, align 2
@pb = internal unnamed_addr global [24 x %struct.packed_bits] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4
@popcount16.nib = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = load i32, i32* @h, align 4, !tbaa !3
  br label %22

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %20, %3 ]
  %5 = trunc i32 %4 to i8
  %6 = mul i8 %5, 7
  %7 = add i8 %6, -100
  %8 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 0
  store i8 %7, i8* %8, align 2, !tbaa !7
  %9 = mul i8 %5, 13
  %10 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 1
  store i8 %9, i8* %10, align 1, !tbaa !10
  %11 = xor i8 %5, -1
  %12 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 2
  store i8 %11, i8* %12, align 2, !tbaa !11
  %13 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 3
  store i8 %5, i8* %13, align 1, !tbaa !12
  %14 = trunc i32 %4 to i16
  %15 = mul nuw i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 4
  store i16 %16, i16* %17, align 2, !tbaa !13
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 5
  store i16 %18, i16* %19, align 2, !tbaa !14
  %20 = add nuw nsw i32 %4, 1
  %21 = icmp eq i32 %20, 40
  br i1 %21, label %1, label %3, !llvm.loop !15

22:                                               ; preds = %1, %70
  %23 = phi i32 [ 19088743, %1 ], [ %83, %70 ]
  %24 = phi i32 [ 0, %1 ], [ %73, %70 ]
  %25 = phi i32 [ %2, %1 ], [ %72, %70 ]
  br label %75

26:                                               ; preds = %75, %26
  %27 = phi i32 [ %68, %26 ], [ 0, %75 ]
  %28 = phi i32 [ %67, %26 ], [ 0, %75 ]
  %29 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %27, i32 0
  %30 = load i8, i8* %29, align 2, !tbaa !7
  %31 = sext i8 %30 to i32
  %32 = mul nsw i32 %31, 3
  %33 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %27, i32 4
  %34 = load i16, i16* %33, align 2, !tbaa !13
  %35 = sext i16 %34 to i32
  %36 = add i32 %28, %35
  %37 = add i32 %36, %32
  %38 = or i32 %27, 1
  %39 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %38, i32 0
  %40 = load i8, i8* %39, align 2, !tbaa !7
  %41 = sext i8 %40 to i32
  %42 = mul nsw i32 %41, 3
  %43 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %38, i32 4
  %44 = load i16, i16* %43, align 2, !tbaa !13
  %45 = sext i16 %44 to i32
  %46 = add i32 %37, %45
  %47 = add i32 %46, %42
  %48 = or i32 %27, 2
  %49 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 0
  %50 = load i8, i8* %49, align 2, !tbaa !7
  %51 = sext i8 %50 to i32
  %52 = mul nsw i32 %51, 3
  %53 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 4
  %54 = load i16, i16* %53, align 2, !tbaa !13
  %55 = sext i16 %54 to i32
  %56 = add i32 %47, %55
  %57 = add i32 %56, %52
  %58 = or i32 %27, 3
  %59 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %58, i32 0
  %60 = load i8, i8* %59, align 2, !tbaa !7
  %61 = sext i8 %60 to i32
  %62 = mul nsw i32 %61, 3
  %63 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %58, i32 4
  %64 = load i16, i16* %63, align 2, !tbaa !13
  %65 = sext i16 %64 to i32
  %66 = add i32 %57, %65
  %67 = add i32 %66, %62
  %68 = add nuw nsw i32 %27, 4
  %69 = icmp eq i32 %68, 40
  br i1 %69, label %70, label %26, !llvm.loop !17

70:                                               ; preds = %26
  %71 = xor i32 %25, %67
  %72 = mul i32 %71, 16777619
  %73 = add nuw nsw i32 %24, 1
  %74 = icmp eq i32 %73, 20
  br i1 %74, label %120, label %22, !llvm.loop !18

75:                                               ; preds = %22, %75
  %76 = phi i32 [ %23, %22 ], [ %83, %75 ]
  %77 = phi i32 [ 0, %22 ], [ %118, %75 ]
  %78 = shl i32 %76, 13
  %79 = xor i32 %78, %76
  %80 = lshr i32 %79, 17
  %81 = xor i32 %80, %79
  %82 = shl i32 %81, 5
  %83 = xor i32 %82, %81
  %84 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %77, i32 0
  %85 = load i8, i8* %84, align 2, !tbaa !7
  %86 = trunc i32 %83 to i8
  %87 = add i8 %85, %86
  store i8 %87, i8* %84, align 2, !tbaa !7
  %88 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %77, i32 1
  %89 = load i8, i8* %88, align 1, !tbaa !10
  %90 = add i8 %89, 37
  store i8 %90, i8* %88, align 1, !tbaa !10
  %91 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %77, i32 2
  %92 = load i8, i8* %91, align 2, !tbaa !11
  %93 = shl i8 %92, 1
  %94 = icmp slt i8 %92, 0
  %95 = select i1 %94, i8 27, i8 0
  %96 = xor i8 %95, %93
  store i8 %96, i8* %91, align 2, !tbaa !11
  %97 = lshr i32 %83, 8
  %98 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %77, i32 3
  %99 = load i8, i8* %98, align 1, !tbaa !12
  %100 = trunc i32 %97 to i8
  %101 = xor i8 %99, %100
  store i8 %101, i8* %98, align 1, !tbaa !12
  %102 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %77, i32 4
  %103 = load i16, i16* %102, align 2, !tbaa !13
  %104 = lshr i32 %83, 12
  %105 = trunc i32 %104 to i16
  %106 = sub i16 %103, %105
  store i16 %106, i16* %102, align 2, !tbaa !13
  %107 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %77, i32 5
  %108 = load i16, i16* %107, align 2, !tbaa !14
  %109 = and i32 %81, 15
  %110 = shl nuw nsw i32 1, %109
  %111 = trunc i32 %110 to i16
  %112 = xor i16 %108, %111
  %113 = and i16 %112, 32767
  %114 = and i8 %87, -128
  %115 = zext i8 %114 to i16
  %116 = shl nuw i16 %115, 8
  %117 = or i16 %113, %116
  store i16 %117, i16* %107, align 2, !tbaa !14
  %118 = add nuw nsw i32 %77, 1
  %119 = icmp eq i32 %118, 40
  br i1 %119, label %26, label %75, !llvm.loop !19

120:                                              ; preds = %70, %120
  %121 = phi i32 [ %173, %120 ], [ %72, %70 ]
  %122 = phi i32 [ %174, %120 ], [ 0, %70 ]
  %123 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 1
  %124 = load i8, i8* %123, align 1, !tbaa !10
  %125 = zext i8 %124 to i32
  %126 = shl nuw i32 %125, 24
  %127 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 2
  %128 = load i8, i8* %127, align 2, !tbaa !11
  %129 = zext i8 %128 to i32
  %130 = shl nuw nsw i32 %129, 16
  %131 = or i32 %130, %126
  %132 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 3
  %133 = load i8, i8* %132, align 1, !tbaa !12
  %134 = zext i8 %133 to i32
  %135 = shl nuw nsw i32 %134, 8
  %136 = or i32 %131, %135
  %137 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 0
  %138 = load i8, i8* %137, align 2, !tbaa !7
  %139 = zext i8 %138 to i32
  %140 = or i32 %136, %139
  %141 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 5
  %142 = load i16, i16* %141, align 2, !tbaa !14
  %143 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %122, i32 4
  %144 = load i16, i16* %143, align 2, !tbaa !13
  %145 = xor i32 %121, %140
  %146 = mul i32 %145, 16777619
  %147 = zext i16 %142 to i32
  %148 = and i32 %147, 15
  %149 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %148
  %150 = load i8, i8* %149, align 1, !tbaa !20
  %151 = zext i8 %150 to i32
  %152 = lshr i32 %147, 4
  %153 = and i32 %152, 15
  %154 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !20
  %156 = zext i8 %155 to i32
  %157 = add nuw nsw i32 %156, %151
  %158 = lshr i32 %147, 8
  %159 = and i32 %158, 15
  %160 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %159
  %161 = load i8, i8* %160, align 1, !tbaa !20
  %162 = zext i8 %161 to i32
  %163 = add nuw nsw i32 %157, %162
  %164 = lshr i32 %147, 12
  %165 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %164
  %166 = load i8, i8* %165, align 1, !tbaa !20
  %167 = zext i8 %166 to i32
  %168 = add nuw nsw i32 %163, %167
  %169 = xor i32 %168, %146
  %170 = mul i32 %169, 16777619
  %171 = sext i16 %144 to i32
  %172 = xor i32 %170, %171
  %173 = mul i32 %172, 16777619
  %174 = add nuw nsw i32 %122, 1
  %175 = icmp eq i32 %174, 40
  br i1 %175, label %176, label %120, !llvm.loop !21

176:                                              ; preds = %120
  store i32 %173, i32* @h, align 4, !tbaa !3
  br label %177

177:                                              ; preds = %176, %177
  %178 = phi i32 [ %200, %177 ], [ 0, %176 ]
  %179 = and i32 %178, 7
  %180 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %178, i32 0
  %181 = load i32, i32* %180, align 4
  %182 = and i32 %181, -536870912
  %183 = trunc i32 %178 to i8
  %184 = urem i8 %183, 31
  %185 = shl nuw i8 %184, 3
  %186 = add i8 %185, -120
  %187 = zext i8 %186 to i32
  %188 = mul nuw nsw i32 %178, 11520
  %189 = and i32 %188, 65280
  %190 = shl nuw nsw i32 %178, 16
  %191 = and i32 %190, 65536
  %192 = mul nuw nsw i32 %178, 22282240
  %193 = add nuw nsw i32 %192, 274726912
  %194 = and i32 %193, 536608768
  %195 = or i32 %189, %179
  %196 = or i32 %195, %191
  %197 = or i32 %196, %194
  %198 = or i32 %197, %187
  %199 = or i32 %198, %182
  store i32 %199, i32* %180, align 4
  %200 = add nuw nsw i32 %178, 1
  %201 = icmp eq i32 %200, 24
  br i1 %201, label %202, label %177, !llvm.loop !22

202:                                              ; preds = %177, %205
  %203 = phi i32 [ %206, %205 ], [ 0, %177 ]
  %204 = and i32 %203, 3
  br label %208

205:                                              ; preds = %208
  %206 = add nuw nsw i32 %203, 1
  %207 = icmp eq i32 %206, 20
  br i1 %207, label %245, label %202, !llvm.loop !23

208:                                              ; preds = %202, %208
  %209 = phi i32 [ 0, %202 ], [ %241, %208 ]
  %210 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %209, i32 0
  %211 = load i32, i32* %210, align 4
  %212 = add i32 %211, 3
  %213 = and i32 %212, 7
  %214 = shl i32 %211, 24
  %215 = ashr i32 %214, 27
  %216 = add nsw i32 %215, %204
  %217 = icmp sgt i32 %216, 16
  %218 = select i1 %217, i32 -33, i32 -1
  %219 = add nsw i32 %218, %216
  %220 = icmp slt i32 %219, -16
  %221 = select i1 %220, i32 15, i32 %219
  %222 = shl nsw i32 %221, 3
  %223 = and i32 %222, 248
  %224 = lshr i32 %211, 8
  %225 = and i32 %224, 255
  %226 = mul nuw nsw i32 %225, 1280
  %227 = add nuw nsw i32 %226, 256
  %228 = and i32 %227, 65280
  %229 = shl i32 %211, 3
  %230 = ashr i32 %229, 20
  %231 = mul nsw i32 %221, 7
  %232 = add nsw i32 %231, %230
  %233 = shl nsw i32 %232, 17
  %234 = and i32 %233, 536739840
  %235 = and i32 %211, -536805376
  %236 = or i32 %235, %213
  %237 = or i32 %236, %228
  %238 = or i32 %237, %223
  %239 = or i32 %238, %234
  %240 = xor i32 %239, 65536
  store i32 %240, i32* %210, align 4
  %241 = add nuw nsw i32 %209, 1
  %242 = icmp eq i32 %241, 24
  br i1 %242, label %205, label %208, !llvm.loop !24

243:                                              ; preds = %245
  store i32 %265, i32* @h, align 4, !tbaa !3
  %244 = and i32 %265, 2147483647
  ret i32 %244

245:                                              ; preds = %205, %245
  %246 = phi i32 [ %266, %245 ], [ 0, %205 ]
  %247 = phi i32 [ %265, %245 ], [ %173, %205 ]
  %248 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %246, i32 0
  %249 = load i32, i32* %248, align 4
  %250 = and i32 %249, 7
  %251 = lshr i32 %249, 5
  %252 = and i32 %251, 2040
  %253 = or i32 %252, %250
  %254 = and i32 %251, 2048
  %255 = or i32 %253, %254
  %256 = xor i32 %255, %247
  %257 = mul i32 %256, 16777619
  %258 = shl i32 %249, 24
  %259 = ashr i32 %258, 27
  %260 = xor i32 %257, %259
  %261 = mul i32 %260, 16777619
  %262 = shl i32 %249, 3
  %263 = ashr i32 %262, 20
  %264 = xor i32 %261, %263
  %265 = mul i32 %264, 16777619
  %266 = add nuw nsw i32 %246, 1
  %267 = icmp eq i32 %266, 24
  br i1 %267, label %243, label %245, !llvm.loop !25
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !5, i64 0}
!8 = !{!"pixel", !5, i64 0, !5, i64 1, !5, i64 2, !5, i64 3, !9, i64 4, !9, i64 6}
!9 = !{!"short", !5, i64 0}
!10 = !{!8, !5, i64 1}
!11 = !{!8, !5, i64 2}
!12 = !{!8, !5, i64 3}
!13 = !{!8, !9, i64 4}
!14 = !{!8, !9, i64 6}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = !{!5, !5, i64 0}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
