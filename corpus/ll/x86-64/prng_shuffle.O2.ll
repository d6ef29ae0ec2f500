; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 16
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @xs_state, align 4, !tbaa !2
  %2 = load i32, i32* @lcg_state, align 4, !tbaa !2
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* @xs_state, align 4, !tbaa !2
  store i32 %18, i32* @lcg_state, align 4, !tbaa !2
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !6

24:                                               ; preds = %3, %161
  %25 = phi i32 [ %21, %3 ], [ %165, %161 ]
  %26 = phi i32 [ 0, %3 ], [ %166, %161 ]
  br label %31

27:                                               ; preds = %161
  %28 = load i64, i64* @pcg_state, align 8, !tbaa !8
  br label %168

29:                                               ; preds = %31
  %30 = load i64, i64* @pcg_state, align 8, !tbaa !8
  br label %59

31:                                               ; preds = %31, %24
  %32 = phi i64 [ 0, %24 ], [ %56, %31 ]
  %33 = trunc i64 %32 to i8
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %32
  store i8 %33, i8* %34, align 8, !tbaa !10
  %35 = or i64 %32, 1
  %36 = trunc i64 %35 to i8
  %37 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %35
  store i8 %36, i8* %37, align 1, !tbaa !10
  %38 = or i64 %32, 2
  %39 = trunc i64 %38 to i8
  %40 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %38
  store i8 %39, i8* %40, align 2, !tbaa !10
  %41 = or i64 %32, 3
  %42 = trunc i64 %41 to i8
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %41
  store i8 %42, i8* %43, align 1, !tbaa !10
  %44 = or i64 %32, 4
  %45 = trunc i64 %44 to i8
  %46 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %44
  store i8 %45, i8* %46, align 4, !tbaa !10
  %47 = or i64 %32, 5
  %48 = trunc i64 %47 to i8
  %49 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %47
  store i8 %48, i8* %49, align 1, !tbaa !10
  %50 = or i64 %32, 6
  %51 = trunc i64 %50 to i8
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %50
  store i8 %51, i8* %52, align 2, !tbaa !10
  %53 = or i64 %32, 7
  %54 = trunc i64 %53 to i8
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %53
  store i8 %54, i8* %55, align 1, !tbaa !10
  %56 = add nuw nsw i64 %32, 8
  %57 = icmp eq i64 %56, 64
  br i1 %57, label %29, label %31, !llvm.loop !11

58:                                               ; preds = %85
  store i64 %70, i64* @pcg_state, align 8, !tbaa !8
  br label %96

59:                                               ; preds = %29, %85
  %60 = phi i64 [ 63, %29 ], [ %94, %85 ]
  %61 = phi i64 [ %30, %29 ], [ %70, %85 ]
  %62 = trunc i64 %60 to i32
  %63 = add nuw nsw i32 %62, 1
  %64 = trunc i64 %60 to i32
  %65 = xor i32 %64, -1
  %66 = urem i32 %65, %63
  br label %67

67:                                               ; preds = %67, %59
  %68 = phi i64 [ %70, %67 ], [ %61, %59 ]
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = lshr i64 %68, 45
  %72 = lshr i64 %68, 27
  %73 = xor i64 %71, %72
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %68, 59
  %76 = trunc i64 %75 to i32
  %77 = icmp eq i32 %76, 0
  %78 = sub nuw nsw i32 32, %76
  %79 = shl i32 %74, %78
  %80 = lshr i32 %74, %76
  %81 = and i32 %79, -1431655766
  %82 = select i1 %77, i32 0, i32 %81
  %83 = xor i32 %82, %80
  %84 = icmp ult i32 %83, %66
  br i1 %84, label %67, label %85

85:                                               ; preds = %67
  %86 = trunc i64 %60 to i32
  %87 = add i32 %86, 1
  %88 = urem i32 %83, %87
  %89 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %60
  %90 = load i8, i8* %89, align 1, !tbaa !10
  %91 = zext i32 %88 to i64
  %92 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %91
  %93 = load i8, i8* %92, align 1, !tbaa !10
  store i8 %93, i8* %89, align 1, !tbaa !10
  store i8 %90, i8* %92, align 1, !tbaa !10
  %94 = add nsw i64 %60, -1
  %95 = icmp ugt i64 %60, 1
  br i1 %95, label %59, label %58, !llvm.loop !12

96:                                               ; preds = %58, %125
  %97 = phi i64 [ 0, %58 ], [ %128, %125 ]
  %98 = phi i32 [ 0, %58 ], [ %127, %125 ]
  %99 = phi i32 [ 0, %58 ], [ %126, %125 ]
  %100 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %97
  %101 = load i8, i8* %100, align 1, !tbaa !10
  %102 = icmp sgt i8 %101, -1
  br i1 %102, label %103, label %125

103:                                              ; preds = %96
  %104 = zext i8 %101 to i32
  %105 = and i32 %104, 128
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %120

107:                                              ; preds = %103, %107
  %108 = phi i32 [ %117, %107 ], [ %104, %103 ]
  %109 = phi i8 [ %116, %107 ], [ %101, %103 ]
  %110 = phi i8* [ %115, %107 ], [ %100, %103 ]
  %111 = phi i32 [ %113, %107 ], [ 0, %103 ]
  %112 = or i8 %109, -128
  store i8 %112, i8* %110, align 1, !tbaa !10
  %113 = add nuw nsw i32 %111, 1
  %114 = zext i32 %108 to i64
  %115 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %114
  %116 = load i8, i8* %115, align 1, !tbaa !10
  %117 = zext i8 %116 to i32
  %118 = and i32 %117, 128
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %107, label %120, !llvm.loop !13

120:                                              ; preds = %107, %103
  %121 = phi i32 [ 0, %103 ], [ %113, %107 ]
  %122 = add nsw i32 %99, 1
  %123 = icmp sgt i32 %121, %98
  %124 = select i1 %123, i32 %121, i32 %98
  br label %125

125:                                              ; preds = %96, %120
  %126 = phi i32 [ %99, %96 ], [ %122, %120 ]
  %127 = phi i32 [ %98, %96 ], [ %124, %120 ]
  %128 = add nuw nsw i64 %97, 1
  %129 = icmp eq i64 %128, 64
  br i1 %129, label %132, label %96, !llvm.loop !14

130:                                              ; preds = %132
  %131 = icmp eq i32 %157, 2016
  br i1 %131, label %161, label %160

132:                                              ; preds = %125, %132
  %133 = phi i64 [ %158, %132 ], [ 0, %125 ]
  %134 = phi i32 [ %157, %132 ], [ 0, %125 ]
  %135 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %133
  %136 = load i8, i8* %135, align 4, !tbaa !10
  %137 = and i8 %136, 127
  %138 = zext i8 %137 to i32
  %139 = add nuw nsw i32 %134, %138
  %140 = or i64 %133, 1
  %141 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %140
  %142 = load i8, i8* %141, align 1, !tbaa !10
  %143 = and i8 %142, 127
  %144 = zext i8 %143 to i32
  %145 = add nuw nsw i32 %139, %144
  %146 = or i64 %133, 2
  %147 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %146
  %148 = load i8, i8* %147, align 2, !tbaa !10
  %149 = and i8 %148, 127
  %150 = zext i8 %149 to i32
  %151 = add nuw nsw i32 %145, %150
  %152 = or i64 %133, 3
  %153 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %152
  %154 = load i8, i8* %153, align 1, !tbaa !10
  %155 = and i8 %154, 127
  %156 = zext i8 %155 to i32
  %157 = add nuw nsw i32 %151, %156
  %158 = add nuw nsw i64 %133, 4
  %159 = icmp eq i64 %158, 64
  br i1 %159, label %130, label %132, !llvm.loop !15

160:                                              ; preds = %130
  tail call void @abort() #2
  br label %161

161:                                              ; preds = %160, %130
  %162 = xor i32 %126, %25
  %163 = shl i32 %127, 8
  %164 = xor i32 %162, %163
  %165 = mul i32 %164, 16777619
  %166 = add nuw nsw i32 %26, 1
  %167 = icmp eq i32 %166, 6
  br i1 %167, label %27, label %24, !llvm.loop !16

168:                                              ; preds = %27, %207
  %169 = phi i64 [ 0, %27 ], [ %208, %207 ]
  %170 = phi i64 [ %28, %27 ], [ %209, %207 ]
  %171 = icmp ult i64 %169, 8
  br i1 %171, label %172, label %176

172:                                              ; preds = %168
  %173 = trunc i64 %169 to i16
  %174 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i64 0, i64 %169
  store i16 %173, i16* %174, align 2, !tbaa !17
  %175 = add nuw nsw i64 %169, 1
  br label %207

176:                                              ; preds = %168
  %177 = trunc i64 %169 to i32
  %178 = add nuw nsw i64 %169, 1
  %179 = xor i32 %177, -1
  %180 = trunc i64 %178 to i32
  %181 = urem i32 %179, %180
  br label %182

182:                                              ; preds = %182, %176
  %183 = phi i64 [ %185, %182 ], [ %170, %176 ]
  %184 = mul i64 %183, 6364136223846793005
  %185 = add i64 %184, 1442695040888963407
  %186 = lshr i64 %183, 45
  %187 = lshr i64 %183, 27
  %188 = xor i64 %186, %187
  %189 = trunc i64 %188 to i32
  %190 = lshr i64 %183, 59
  %191 = trunc i64 %190 to i32
  %192 = icmp eq i32 %191, 0
  %193 = sub nuw nsw i32 32, %191
  %194 = shl i32 %189, %193
  %195 = lshr i32 %189, %191
  %196 = and i32 %194, -1431655766
  %197 = select i1 %192, i32 0, i32 %196
  %198 = xor i32 %197, %195
  %199 = icmp ult i32 %198, %181
  br i1 %199, label %182, label %200

200:                                              ; preds = %182
  store i64 %185, i64* @pcg_state, align 8, !tbaa !8
  %201 = urem i32 %198, %180
  %202 = icmp ult i32 %201, 8
  br i1 %202, label %203, label %207

203:                                              ; preds = %200
  %204 = trunc i64 %169 to i16
  %205 = zext i32 %201 to i64
  %206 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i64 0, i64 %205
  store i16 %204, i16* %206, align 2, !tbaa !17
  br label %207

207:                                              ; preds = %200, %203, %172
  %208 = phi i64 [ %178, %200 ], [ %178, %203 ], [ %175, %172 ]
  %209 = phi i64 [ %185, %200 ], [ %185, %203 ], [ %170, %172 ]
  %210 = icmp eq i64 %208, 500
  br i1 %210, label %211, label %168, !llvm.loop !19

211:                                              ; preds = %207
  %212 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 0), align 16, !tbaa !17
  %213 = zext i16 %212 to i32
  %214 = xor i32 %165, %213
  %215 = mul i32 %214, 16777619
  %216 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 1), align 2, !tbaa !17
  %217 = zext i16 %216 to i32
  %218 = xor i32 %215, %217
  %219 = mul i32 %218, 16777619
  %220 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 2), align 4, !tbaa !17
  %221 = zext i16 %220 to i32
  %222 = xor i32 %219, %221
  %223 = mul i32 %222, 16777619
  %224 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 3), align 2, !tbaa !17
  %225 = zext i16 %224 to i32
  %226 = xor i32 %223, %225
  %227 = mul i32 %226, 16777619
  %228 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 4), align 8, !tbaa !17
  %229 = zext i16 %228 to i32
  %230 = xor i32 %227, %229
  %231 = mul i32 %230, 16777619
  %232 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 5), align 2, !tbaa !17
  %233 = zext i16 %232 to i32
  %234 = xor i32 %231, %233
  %235 = mul i32 %234, 16777619
  %236 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 6), align 4, !tbaa !17
  %237 = zext i16 %236 to i32
  %238 = xor i32 %235, %237
  %239 = mul i32 %238, 16777619
  %240 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i64 0, i64 7), align 2, !tbaa !17
  %241 = zext i16 %240 to i32
  %242 = xor i32 %239, %241
  %243 = mul i32 %242, 16777619
  %244 = and i32 %243, 2147483647
  ret i32 %244
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
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !4, i64 0}
!10 = !{!4, !4, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !4, i64 0}
!19 = distinct !{!19, !7}
